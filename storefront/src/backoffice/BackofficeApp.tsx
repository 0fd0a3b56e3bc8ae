import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Link, Route, Routes } from "react-router-dom";
import styles from "./Backoffice.module.css";
import { OrderPage } from "./OrderPage";
import { OrdersPage } from "./OrdersPage";
import { StaffLogoutDocument, StaffMeDocument } from "./queries";
import { StaffLogin } from "./StaffLogin";
import { useBackofficeTexts } from "./texts";

/**
 * `/backoffice/…`: the staff's side (docs/back-office.md), loaded only when a staff member opens it.
 * Without a staff session it is the sign-in form.
 */
export function BackofficeApp() {
  const text = useBackofficeTexts();
  const { i18n } = useTranslation();
  const client = useApolloClient();
  const { data, loading } = useQuery(StaffMeDocument);
  const [logout] = useMutation(StaffLogoutDocument);
  const me = data?.staffMe;
  if (loading) return <div className={styles.shell} aria-busy="true" />;
  const signOut = async () => {
    await logout();
    client.cache.writeQuery({ query: StaffMeDocument, data: { staffMe: null } });
  };
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Link to="/backoffice" className={styles.brand}>
          {text.title}
        </Link>
        {me && (
          <nav aria-label={text.title}>
            <Link to="/backoffice">{text.orders}</Link>
          </nav>
        )}
        <div className={styles.headerEnd}>
          {(["de", "en"] as const).map((lang) => (
            <button
              key={lang}
              type="button"
              className={styles.langButton}
              aria-pressed={i18n.language === lang}
              onClick={() => void i18n.changeLanguage(lang)}
            >
              {lang.toUpperCase()}
            </button>
          ))}
          {me && (
            <>
              <span className={styles.member} data-testid="staff-member">
                {me.name}
              </span>
              <button type="button" className={styles.secondaryButton} onClick={() => void signOut()}>
                {text.signOut}
              </button>
            </>
          )}
        </div>
      </header>
      <main className={styles.main}>
        {me ? (
          <Routes>
            <Route index element={<OrdersPage />} />
            <Route path="orders/:orderId" element={<OrderPage />} />
          </Routes>
        ) : (
          <StaffLogin />
        )}
      </main>
    </div>
  );
}
