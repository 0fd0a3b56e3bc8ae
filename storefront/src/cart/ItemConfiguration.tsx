import styles from "./Cart.module.css";

/** A line's print mode, finish and colour (with its swatch), as the cart and the order show them. */
export function ItemConfiguration(props: {
  printMode: string | undefined;
  finish: string | null | undefined;
  color: { name: string; hex: string };
}) {
  return (
    <>
      {props.printMode} · {props.finish} ·{" "}
      <span className={styles.swatch} style={{ background: props.color.hex }} aria-hidden="true" />{" "}
      {props.color.name}
    </>
  );
}
