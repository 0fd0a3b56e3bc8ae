import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import styles from "../checkout/Checkout.module.css";
import { ReorderDocument } from "../checkout/queries";
import type { OrderFieldsFragment } from "../gql/graphql";
import { shownAmount, useFormatCents } from "../preferences/money";
import { Dialog } from "../shared/Dialog";
import { AccountOrdersDocument } from "./queries";

/**
 * The order details' re-order (spec): a summary of what is ordered again, at today's prices, and
 * a confirm button; a double click places one order (the same idempotency key).
 */
export function ReorderDialog({ order, onClose }: { order: OrderFieldsFragment; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const formatCents = useFormatCents();
  const [key] = useState(() => crypto.randomUUID());
  const [reorder, { data, loading, error }] = useMutation(ReorderDocument, {
    refetchQueries: [AccountOrdersDocument],
  });
  const result = data?.reorder;
  const placed = result?.__typename === "OrderPlaced" ? result.order : null;
  const failed = Boolean(error) || result?.__typename === "CheckoutError";
  return (
    <Dialog
      title={t("account.reorder.title", { number: order.number })}
      closeLabel={t("dialog.close")}
      onClose={onClose}
    >
      {placed ? (
        <div role="status" className={styles.success} data-testid="reorder-placed">
          <strong>{t("account.reorder.done")}</strong>
          <p>{t("account.reorder.mail")}</p>
          <p>
            <Link to={`${languagePrefix(lang)}/order-details/${placed.id}`} onClick={onClose}>
              {t("account.history.order", { number: placed.number })}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <ul className={styles.attachments}>
            {order.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines are fixed, and their position is their identity
              <li key={index}>
                {t("checkout.quantity", { count: item.quantity })} {item.name} ({item.printMode})
              </li>
            ))}
          </ul>
          <p className={styles.muted}>
            {t("account.reorder.summary", {
              positions: formatCents(shownAmount(order.totals.positions, order.isBusinessCustomer)),
            })}
          </p>
          {failed && (
            <p role="alert" className={styles.notice}>
              {t("account.reorder.failed")}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {t("checkout.voucher.discard")}
            </button>
            <button
              type="button"
              className={styles.primary}
              disabled={loading}
              onClick={() =>
                void reorder({ variables: { orderId: order.id, idempotencyKey: key } }).catch(() => undefined)
              }
            >
              {t("account.reorder.confirm")}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
