import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
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
  const { pathname } = useLocation();
  const { account, known } = useViewer();
  const { logout, loggingOut } = useLogout();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  // Open on the page it was opened on: following a link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !root.current?.contains(event.target as Node)
      )
        setOpenAt(null);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

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
        onClick={() => setOpenAt(open ? null : pathname)}
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
              setOpenAt(null);
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
