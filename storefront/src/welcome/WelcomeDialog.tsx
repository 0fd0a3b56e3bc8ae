import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { useShopSettings } from "../app/shopSettings";
import { Dialog } from "../shared/Dialog";
import styles from "./Welcome.module.css";

/** The welcome dialog, opened by the `#welcome` anchor, with the configured discount code. */
export function WelcomeDialog() {
  const { t } = useTranslation();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const code = useShopSettings()?.welcomeDiscountCode;
  if (hash !== "#welcome") return null;
  return (
    <Dialog
      title={t("welcome.title")}
      closeLabel={t("dialog.close")}
      onClose={() => navigate(`${pathname}${search}`, { replace: true })}
    >
      <p>{t("welcome.body")}</p>
      {code && (
        <p className={styles.code}>
          {t("welcome.code")} <strong data-testid="welcome-code">{code}</strong>
        </p>
      )}
    </Dialog>
  );
}
