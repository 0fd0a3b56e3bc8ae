import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { Link, Route, Routes, useLocation } from "react-router-dom";
import styles from "./Backoffice.module.css";
import { OrderPage } from "./OrderPage";
import { OrdersPage } from "./OrdersPage";
import { StaffLogoutDocument, StaffMeDocument } from "./queries";
import { StaffLogin } from "./StaffLogin";
import { StaffPage } from "./staff/StaffPage";
import { useBackofficeTexts } from "./texts";
import { VouchersPage } from "./vouchers/VouchersPage";

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
  const section = useLocation().pathname.split("/")[2] || "orders";
  const me = data?.staffMe;
  if (loading) return <div className={styles.shell} aria-busy="true" />;
  const signOut = async () => {
    await logout();
    client.cache.writeQuery({ query: StaffMeDocument, data: { staffMe: null } });
  };
  return (
    <div className={styles.shell}>
      <title>{text.title}</title>
      <meta name="robots" content="noindex" />
      <header className={styles.header}>
        <Link to="/backoffice" className={styles.brand}>
          {text.title}
        </Link>
        {me && (
          <nav aria-label={text.navigation} className={styles.nav}>
            <Link to="/backoffice" aria-current={section === "orders" ? "page" : undefined}>
              {text.orders}
            </Link>
            <Link to="/backoffice/vouchers" aria-current={section === "vouchers" ? "page" : undefined}>
              {text.vouchers}
            </Link>
            {me.role === "ADMIN" && (
              <Link to="/backoffice/staff" aria-current={section === "staff" ? "page" : undefined}>
                {text.staff}
              </Link>
            )}
          </nav>
        )}
        <div className={styles.headerEnd}>
          {(["de", "en"] as const).map((lang) => (
            <button
              key={lang}
              type="button"
              className={styles.langButton}
              aria-pressed={i18n.language === lang}
              // Catalogue names (print modes, colours) come in the requested language: ask again.
              onClick={() =>
                void i18n.changeLanguage(lang).then(() => client.refetchQueries({ include: "active" }))
              }
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
            <Route path="vouchers" element={<VouchersPage />} />
            <Route path="staff" element={<StaffPage />} />
          </Routes>
        ) : (
          <StaffLogin />
        )}
      </main>
    </div>
  );
}
