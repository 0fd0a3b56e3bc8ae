import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { useShopSettings } from "../app/shopSettings";
import { Dialog } from "../shared/Dialog";
import styles from "./Welcome.module.css";

/** The partner shop's links open the dialog by this anchor (spec); `#welcome` is kept as a short form. */
export const WELCOME_ANCHOR = "welcome-jomatik";
const anchors = new Set([`#${WELCOME_ANCHOR}`, "#welcome"]);

/**
 * The welcome for the partner shop's former customers: their logins and orders carry over, the old
 * marketplace stays for now, and, when a code is configured, their discount code. Without a code it
 * promises no discount.
 */
export function WelcomeDialog() {
  const { t } = useTranslation();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const code = useShopSettings()?.welcomeDiscountCode;
  if (!anchors.has(hash)) return null;
  return (
    <Dialog
      title={t("welcome.title")}
      closeLabel={t("dialog.close")}
      onClose={() => navigate(`${pathname}${search}`, { replace: true })}
    >
      <p>{t("welcome.body")}</p>
      <ul className={styles.points}>
        <li>{t("welcome.logins")}</li>
        <li>{t("welcome.marketplace")}</li>
      </ul>
      {code && (
        <div className={styles.code}>
          <p>{t("welcome.discount")}</p>
          <strong data-testid="welcome-code">{code}</strong>
        </div>
      )}
    </Dialog>
  );
}
