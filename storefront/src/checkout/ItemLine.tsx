import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ItemConfiguration } from "../cart/ItemConfiguration";
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

/** The drawings attached to a line, each a link to its file. */
function AttachmentLinks({ attachments }: { attachments: readonly { name: string; url: string }[] }) {
  const { t } = useTranslation();
  if (attachments.length === 0) return null;
  return (
    <ul className={styles.attachments} aria-label={t("checkout.review.attachments")}>
      {attachments.map((a) => (
        <li key={a.url}>
          <a href={a.url} target="_blank" rel="noreferrer">
            {a.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** What a line is: configuration, quantity, production time and its drawings. */
export function ItemDetails(props: {
  printMode: string | undefined;
  finish: string | null | undefined;
  color: { name: string; hex: string };
  quantity: number;
  productionDays: number;
  attachments: readonly { name: string; url: string }[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.itemMeta}>
        <ItemConfiguration printMode={props.printMode} finish={props.finish} color={props.color} />
      </p>
      <p className={styles.itemMeta}>
        {t("checkout.quantity", { count: props.quantity })} ·{" "}
        {t("checkout.productionDays", { count: props.productionDays })}
      </p>
      <AttachmentLinks attachments={props.attachments} />
    </>
  );
}
