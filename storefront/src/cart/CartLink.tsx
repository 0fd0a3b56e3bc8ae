import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import styles from "./CartLink.module.css";
import { useCart } from "./useCart";

/** The header's cart icon with the number of distinct items in the cart. */
export function CartLink() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { itemCount } = useCart();
  return (
    <Link
      to={`${languagePrefix(lang)}/cart`}
      className={styles.cartLink}
      aria-label={t("shell.cart", { count: itemCount })}
      data-testid="cart-link"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1l2.1-6.3H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="19.5" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
      </svg>
      {itemCount > 0 && (
        <span className={styles.badge} data-testid="cart-count">
          {itemCount}
        </span>
      )}
    </Link>
  );
}
