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
import { loadChunk } from "./loadChunk";
import { PageError } from "./PageError";
import type { PageHandle } from "./pageTitle";
import { languagePrefix } from "./routing";

const titled = (title: string): PageHandle => ({ title });

const homeAliases = ["start", "startseite", "startseite.html"];

function languageRoutes(lang: Language): RouteObject {
  return {
    path: languagePrefix(lang) || "/",
    element: <LanguageLayout lang={lang} />,
    // A page that fails says so inside the shop's header and footer.
    children: [{ errorElement: <PageError />, children: pages() }],
  };
}

function pages(): RouteObject[] {
  return [
    { index: true, element: <HomePage /> },
    // Spec section 9: the home page's other addresses, kept from the partner shop's links.
    ...homeAliases.map((path) => ({ path, element: <HomePage /> })),
    { path: "cart", handle: titled("cart.title"), element: <CartPage /> },
    {
      path: "payment-details/:orderId?",
      handle: titled("checkout.details.title"),
      element: <PaymentDetailsPage />,
    },
    {
      path: "review-order/:orderId?",
      handle: titled("checkout.review.title"),
      element: <ReviewOrderPage />,
    },
    { path: "redirecting", element: <RedirectingPage /> },
    {
      path: "order-complete/:orderId?",
      handle: titled("checkout.complete.title"),
      element: <OrderCompletePage />,
    },
    { path: "order-failed", handle: titled("checkout.failed.title"), element: <OrderFailedPage /> },
    { path: "quote-generated", handle: titled("checkout.quote.title"), element: <QuoteGeneratedPage /> },
    { path: "accept-quote/:orderId", element: <AcceptQuotePage /> },
    { path: "login", handle: titled("account.login.title"), element: <LoginPage /> },
    { path: "register", handle: titled("account.register.title"), element: <RegisterPage /> },
    { path: "optin/:optinId", handle: titled("account.optin.title"), element: <OptinPage /> },
    {
      path: "account",
      handle: titled("account.title"),
      element: (
        <RequireLogin>
          <AccountPage />
        </RequireLogin>
      ),
    },
    {
      path: "profile-update",
      handle: titled("account.profile.title"),
      element: (
        <RequireLogin>
          <ProfileUpdatePage />
        </RequireLogin>
      ),
    },
    { path: "order-details/:orderId", element: <OrderDetailsPage /> },
    {
      path: "reset-password/:resetId?",
      handle: titled("account.reset.title"),
      element: <ResetPasswordPage />,
    },
    { path: "password-update", handle: titled("account.password.title"), element: <PasswordUpdatePage /> },
    { path: "track-order", handle: titled("account.track.title"), element: <TrackOrderPage /> },
    { path: "mail-update/:code?", handle: titled("account.mail.title"), element: <MailUpdatePage /> },
    { path: "not-available", handle: titled("notAvailable.title"), element: <NotAvailablePage /> },
    // A content page names itself once the CMS has answered.
    { path: "*", handle: { title: null } satisfies PageHandle, element: <ContentPage /> },
  ];
}

/** The staff's side: its own layout, loaded only when opened (docs/back-office.md). */
const backoffice: RouteObject = {
  path: "/backoffice/*",
  lazy: async () => ({
    Component: (await loadChunk(() => import("../backoffice/BackofficeApp"))).BackofficeApp,
  }),
  errorElement: <PageError />,
};

export const router = createBrowserRouter([backoffice, ...languages.map(languageRoutes)]);
