import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { AccountPage } from "../account/AccountPage";
import { LoginPage } from "../account/LoginPage";
import { MailUpdatePage } from "../account/MailUpdatePage";
import { OptinPage } from "../account/OptinPage";
import { OrderDetailsPage } from "../account/OrderDetailsPage";
import { PasswordUpdatePage } from "../account/PasswordUpdatePage";
import { ProfileUpdatePage } from "../account/ProfileUpdatePage";
import { RegisterPage } from "../account/RegisterPage";
import { RequireLogin } from "../account/RequireLogin";
import { ResetPasswordPage } from "../account/ResetPasswordPage";
import { TrackOrderPage } from "../account/TrackOrderPage";
import { CartPage } from "../cart/CartPage";
import { AcceptQuotePage } from "../checkout/AcceptQuotePage";
import { OrderCompletePage } from "../checkout/OrderCompletePage";
import { OrderFailedPage } from "../checkout/OrderFailedPage";
import { PaymentDetailsPage } from "../checkout/PaymentDetailsPage";
import { QuoteGeneratedPage } from "../checkout/QuoteGeneratedPage";
import { RedirectingPage } from "../checkout/RedirectingPage";
import { ReviewOrderPage } from "../checkout/ReviewOrderPage";
import { ContentPage } from "../content/ContentPage";
import { HomePage } from "../home/HomePage";
import { type Language, languages } from "../i18n";
import { NotAvailablePage } from "../not-available/NotAvailablePage";
import { LanguageLayout } from "./LanguageLayout";
import { languagePrefix } from "./routing";

function languageRoutes(lang: Language): RouteObject {
  return {
    path: languagePrefix(lang) || "/",
    element: <LanguageLayout lang={lang} />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "start", element: <HomePage /> },
      { path: "cart", element: <CartPage /> },
      { path: "payment-details/:orderId?", element: <PaymentDetailsPage /> },
      { path: "review-order/:orderId?", element: <ReviewOrderPage /> },
      { path: "redirecting", element: <RedirectingPage /> },
      { path: "order-complete/:orderId?", element: <OrderCompletePage /> },
      { path: "order-failed", element: <OrderFailedPage /> },
      { path: "quote-generated", element: <QuoteGeneratedPage /> },
      { path: "accept-quote/:orderId", element: <AcceptQuotePage /> },
      { path: "login", element: <LoginPage /> },
      { path: "register", element: <RegisterPage /> },
      { path: "optin/:optinId", element: <OptinPage /> },
      {
        path: "account",
        element: (
          <RequireLogin>
            <AccountPage />
          </RequireLogin>
        ),
      },
      {
        path: "profile-update",
        element: (
          <RequireLogin>
            <ProfileUpdatePage />
          </RequireLogin>
        ),
      },
      { path: "order-details/:orderId", element: <OrderDetailsPage /> },
      { path: "reset-password/:resetId?", element: <ResetPasswordPage /> },
      { path: "password-update", element: <PasswordUpdatePage /> },
      { path: "track-order", element: <TrackOrderPage /> },
      { path: "mail-update/:code?", element: <MailUpdatePage /> },
      { path: "not-available", element: <NotAvailablePage /> },
      { path: "*", element: <ContentPage /> },
    ],
  };
}

/** The staff's side: its own layout, loaded only when opened (docs/back-office.md). */
const backoffice: RouteObject = {
  path: "/backoffice/*",
  lazy: async () => ({ Component: (await import("../backoffice/BackofficeApp")).BackofficeApp }),
};

export const router = createBrowserRouter([backoffice, ...languages.map(languageRoutes)]);
