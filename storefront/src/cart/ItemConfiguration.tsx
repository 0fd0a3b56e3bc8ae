import { Swatch } from "../shared/Swatch";
import styles from "./Cart.module.css";

/** A line's print mode, finish and colour (with its swatch), as the cart and the order show them. */
export function ItemConfiguration(props: {
  printMode: string | undefined;
  finish: string | null | undefined;
  color: { name: string; hex: string };
}) {
  return (
    <>
      {props.printMode} · {props.finish} · <Swatch className={styles.swatch} color={props.color.hex} />{" "}
      {props.color.name}
    </>
  );
}
