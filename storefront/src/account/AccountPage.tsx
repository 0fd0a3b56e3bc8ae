import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import styles from "./Account.module.css";
import { AddressLines } from "./AddressLines";
import { OrderHistory } from "./OrderHistory";
import { useLogout } from "./useLogout";
import { useViewer } from "./useViewer";

/** `/account` (behind the login guard): the shopper's data and order history. */
export function AccountPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { account } = useViewer();
  const { logout, loggingOut } = useLogout();
  if (!account) return null;
  return (
    <div className={styles.widePage}>
      <div className={styles.accountHeader}>
        <div>
          <h1>{t("account.title")}</h1>
          <p className={styles.lead}>{t("account.welcome", { name: account.username })}</p>
        </div>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void logout()}
          disabled={loggingOut}
        >
          {t("account.logout.link")}
        </button>
      </div>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="account-contact">
          <h2 id="account-contact">{t("account.contact")}</h2>
          <dl className={styles.facts}>
            <dt>{t("account.fields.username")}</dt>
            <dd>{account.username}</dd>
            <dt>{t("account.fields.email")}</dt>
            <dd>{account.email}</dd>
            {account.phone && (
              <>
                <dt>{t("account.fields.phone")}</dt>
                <dd>{account.phone}</dd>
              </>
            )}
          </dl>
        </section>
        <section className={styles.card} aria-labelledby="account-billing">
          <h2 id="account-billing">{t("account.billingAddress")}</h2>
          <AddressLines
            address={{ ...account.billingAddress, country: account.billingAddress.country.name }}
          />
        </section>
        <section className={styles.card} aria-labelledby="account-shipping">
          <h2 id="account-shipping">{t("account.shippingAddress")}</h2>
          {account.shippingAddress ? (
            <AddressLines
              address={{ ...account.shippingAddress, country: account.shippingAddress.country.name }}
            />
          ) : (
            <p className={styles.muted}>{t("account.sameAsBilling")}</p>
          )}
        </section>
      </div>
      <nav className={styles.tiles} aria-label={t("account.tiles.label")}>
        <Link className={styles.tile} to={`${languagePrefix(lang)}/profile-update`}>
          <strong>{t("account.tiles.profile")}</strong>
          <span>{t("account.tiles.profileText")}</span>
        </Link>
        <Link className={styles.tile} to={`${languagePrefix(lang)}/mail-update`}>
          <strong>{t("account.tiles.mail")}</strong>
          <span>{t("account.tiles.mailText")}</span>
        </Link>
        <Link className={styles.tile} to={`${languagePrefix(lang)}/password-update`}>
          <strong>{t("account.tiles.password")}</strong>
          <span>{t("account.tiles.passwordText")}</span>
        </Link>
      </nav>
      <section className={styles.history} aria-labelledby="account-history">
        <h2 id="account-history">{t("account.history.title")}</h2>
        <OrderHistory />
      </section>
    </div>
  );
}
