import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import styles from "./Account.module.css";
import { loginPath, loginTarget } from "./accountPaths";
import { useViewer } from "./useViewer";

/** The spec's guard: a page for signed-in shoppers sends others to `/login` and back after it. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const { account, known } = useViewer();
  if (!known)
    return (
      <p className={styles.widePage} aria-busy="true">
        {t("account.checking")}
      </p>
    );
  if (!account) {
    loginTarget.remember(`${location.pathname}${location.search}`);
    return <Navigate to={loginPath(lang)} replace />;
  }
  return children;
}
