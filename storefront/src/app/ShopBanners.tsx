import { useTranslation } from "react-i18next";
import { MergerNotice } from "../welcome/MergerNotice";
import styles from "./Shell.module.css";
import { useShopSettings } from "./shopSettings";

/**
 * The configured shutdown notice, the merger note for the partner shop's customers and, outside
 * production, which environment this is.
 */
export function ShopBanners() {
  const { t } = useTranslation();
  const settings = useShopSettings();
  return (
    <>
      {settings?.shutdownNotice && (
        <aside
          className={styles.shutdown}
          aria-label={t("shell.shutdownNotice")}
          data-testid="shutdown-notice"
        >
          {settings.shutdownNotice}
        </aside>
      )}
      <MergerNotice />
      {settings?.environment && (
        <div className={styles.environment} data-testid="environment-indicator">
          {t("shell.environment", { name: settings.environment })}
        </div>
      )}
    </>
  );
}
