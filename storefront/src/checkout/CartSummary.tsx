import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { useCart } from "../cart/useCart";
import { numberFormat } from "../i18n/formats";
import { shownAmount, useFormatCents } from "../preferences/money";
import { usePreferences } from "../preferences/Preferences";
import styles from "./Checkout.module.css";
import { ItemLine } from "./ItemLine";

/** The cart beside the payment details: what is ordered and its sum before shipping and vouchers. */
export function CartSummary() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const formatCents = useFormatCents();
  const business = usePreferences().isBusinessCustomer.value;
  const { cart } = useCart();
  if (!cart) return <aside className={styles.aside} aria-busy="true" />;
  return (
    <aside className={styles.aside} aria-labelledby="cart-summary-title">
      <div className={styles.panelHeader}>
        <h2 id="cart-summary-title">{t("checkout.yourOrder")}</h2>
        <Link to={`${languagePrefix(lang)}/cart`}>{t("checkout.editCart")}</Link>
      </div>
      <ul className={styles.items}>
        {cart.items.map((item) => (
          <ItemLine
            key={item.id}
            name={item.name}
            pictureUrl={item.thumbnailUrl ?? item.modelFile?.frontPictureUrl}
            price={formatCents(shownAmount(item.price, business))}
          >
            <p className={styles.itemMeta}>{t("checkout.quantity", { count: item.quantity })}</p>
          </ItemLine>
        ))}
      </ul>
      <div className={styles.sumsBlock}>
        <dl className={styles.sums}>
          <dt className={styles.grandTotal}>{t("checkout.sums.positions")}</dt>
          <dd className={styles.grandTotal} data-testid="summary-positions">
            {formatCents(shownAmount(cart.total, business))}
          </dd>
        </dl>
        <p className={styles.taxNote}>
          {t(business ? "cart.taxAdded" : "cart.taxIncluded", {
            rate: numberFormat(lang, { maximumFractionDigits: 3 }).format(cart.taxRate),
            tax: formatCents(cart.tax),
          })}
        </p>
        <p className={styles.taxNote}>{t("checkout.shippingNext")}</p>
      </div>
    </aside>
  );
}
