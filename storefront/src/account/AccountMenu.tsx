import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import { useOpenOnThisPage } from "../app/useOpenOnThisPage";
import styles from "./AccountMenu.module.css";
import { accountPath, loginPath } from "./accountPaths";
import { useLogout } from "./useLogout";
import { useViewer } from "./useViewer";

function PersonIcon({ signedIn }: { signedIn: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle
        cx="12"
        cy="8"
        r="4"
        fill={signedIn ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path
        d="M4 20c1.2-3.6 4.2-5.5 8-5.5s6.8 1.9 8 5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The header's login icon, or for a signed-in shopper the account icon with a menu holding the
 * account link and the logout link.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { account, known } = useViewer();
  const { logout, loggingOut } = useLogout();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { open, toggle, close } = useOpenOnThisPage();

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !root.current?.contains(event.target as Node)
      )
        close();
    };
    document.addEventListener("pointerdown", closeOnOutside);
    document.addEventListener("keydown", closeOnOutside);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutside);
      document.removeEventListener("keydown", closeOnOutside);
    };
  }, [open, close]);

  // Until the gateway has answered, the icon's place is kept so the header does not jump.
  if (!known) return <span className={styles.placeholder} aria-hidden="true" />;
  if (!account)
    return (
      <Link
        to={loginPath(lang)}
        className={styles.iconButton}
        aria-label={t("account.login.link")}
        data-testid="login-link"
      >
        <PersonIcon signedIn={false} />
      </Link>
    );
  return (
    <div className={styles.menuRoot} ref={root}>
      <button
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("account.menu", { name: account.username })}
        data-testid="account-button"
        onClick={toggle}
      >
        <PersonIcon signedIn />
      </button>
      {open && (
        <div id={menuId} className={styles.menu}>
          <p className={styles.signedInAs}>
            {t("account.signedInAs")} <strong>{account.username}</strong>
          </p>
          <Link to={accountPath(lang)} className={styles.menuItem}>
            {t("account.title")}
          </Link>
          <button
            type="button"
            className={styles.menuItem}
            disabled={loggingOut}
            onClick={() => {
              close();
              void logout();
            }}
          >
            {t("account.logout.link")}
          </button>
        </div>
      )}
    </div>
  );
}
