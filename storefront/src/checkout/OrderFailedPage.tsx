import { useMutation } from "@apollo/client/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { homePath, languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { useOrderProcess } from "../order/OrderProcess";
import styles from "./Checkout.module.css";
import { checkoutPath } from "./checkoutPaths";
import { pendingOrderStore } from "./checkoutState";
import { CompletePayPalPaymentDocument } from "./queries";

/**
 * `/order-failed`: the order was cancelled at the payment provider (or failed). With a `token` in
 * the query the unsuccessful return is reported; the order stays open to be paid later.
 */
export function OrderFailedPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const [query] = useSearchParams();
  const { orderFinished } = useOrderProcess();
  const [orderId] = useState(() => pendingOrderStore.get());
  const [complete] = useMutation(CompletePayPalPaymentDocument);
  const entered = useRef(false);

  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    orderFinished();
    const token = query.get("token");
    if (orderId && token)
      void complete({ variables: { orderId, token, success: false } }).catch(() => undefined);
  }, [orderFinished, complete, query, orderId]);

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.center} role="alert">
        <h1 id={`${id}-title`}>{t("checkout.failed.title")}</h1>
        <p className={styles.lead}>{t(orderId ? "checkout.failed.open" : "checkout.failed.body")}</p>
        <div className={styles.actions}>
          <Link className={styles.secondary} to={orderId ? homePath(lang) : `${languagePrefix(lang)}/cart`}>
            {t(orderId ? "checkout.toStart" : "checkout.backToCart")}
          </Link>
          {orderId && (
            <Link className={styles.primary} to={checkoutPath(lang, "payment-details", orderId)}>
              {t("checkout.payNow")}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
