import type { ReactNode } from "react";
import styles from "./Checkout.module.css";

/** One ordered or cart line in the checkout: picture, name, what describes it, and its price. */
export function ItemLine(props: {
  name: string;
  pictureUrl: string | null | undefined;
  price: string;
  children: ReactNode;
}) {
  return (
    <li className={styles.item}>
      <img
        className={styles.thumbnail}
        src={props.pictureUrl ?? "/favicon.svg"}
        alt=""
        width={64}
        height={64}
      />
      <div>
        <p className={styles.itemName}>{props.name}</p>
        {props.children}
      </div>
      <span className={styles.itemPrice}>{props.price}</span>
    </li>
  );
}
