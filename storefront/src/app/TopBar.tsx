import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../preferences/Preferences";
import { VatIdDialog } from "../vat-id/VatIdDialog";
import type { MenuItem } from "./fallbackNavigation";
import { MenuLink } from "./MenuLink";
import styles from "./Shell.module.css";

/** Above the header: the CMS's top menu and the private/business switch that sets how prices read. */
export function TopBar({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const { isBusinessCustomer, setBusinessCustomer } = usePreferences();
  const [vatIdOpen, setVatIdOpen] = useState(false);
  const business = isBusinessCustomer.value;
  return (
    <div className={styles.topBar}>
      <div className={styles.topBarInner}>
        <nav aria-label={t("shell.topNavigation")} className={styles.topNav}>
          {items.map((item) => (
            <MenuLink key={item.link} item={item} />
          ))}
        </nav>
        <fieldset className={styles.customerType}>
          <legend className="visually-hidden">{t("shell.customerType.label")}</legend>
          {([false, true] as const).map((value) => (
            <label key={String(value)}>
              <input
                type="radio"
                name="customer-type"
                checked={business === value}
                onChange={() => setBusinessCustomer(value)}
              />
              <span>{t(value ? "shell.customerType.business" : "shell.customerType.private")}</span>
            </label>
          ))}
        </fieldset>
        {business && (
          <button type="button" className={styles.vatIdButton} onClick={() => setVatIdOpen(true)}>
            {t("vatId.open")}
          </button>
        )}
      </div>
      {vatIdOpen && <VatIdDialog onClose={() => setVatIdOpen(false)} />}
    </div>
  );
}
