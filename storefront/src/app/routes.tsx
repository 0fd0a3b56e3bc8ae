import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { RequireLogin } from "../account/RequireLogin";
import { ContentPage } from "../content/ContentPage";
import { HomePage } from "../home/HomePage";
import { type Language, languages } from "../i18n";
import { NotAvailablePage } from "../not-available/NotAvailablePage";
import { ClientOnly } from "../shared/ClientOnly";
import { LanguageLayout } from "./LanguageLayout";
import { loadChunk } from "./loadChunk";
import { PageError } from "./PageError";
import type { PageHandle } from "./RouteHead";
import { languagePrefix } from "./routing";
import { backofficePath, shopPages } from "./shopPages";

const titled = (title: string): PageHandle => ({ title });

const homeAliases = ["start", "startseite", "startseite.html"];

/**
 * A page loaded when its route opens. `personal` pages (checkout, account) are the shopper's
 * alone: rendered in the browser only; `signedIn` ones send a guest to the login first.
 */
function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  how: { personal?: boolean; signedIn?: boolean } = {},
): Pick<RouteObject, "lazy"> {
  return {
    lazy: async () => {
      const Page = pick(await loadChunk(load));
      const page = how.signedIn ? (
        <RequireLogin>
          <Page />
        </RequireLogin>
      ) : (
        <Page />
      );
      return { element: how.personal ? <ClientOnly>{page}</ClientOnly> : page };
    },
  };
}

const personal = { personal: true };
const signedIn = { personal: true, signedIn: true };

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
    {
      path: shopPages.cart,
      handle: titled("cart.title"),
      ...lazyPage(
        () => import("../cart/CartPage"),
        (m) => m.CartPage,
      ),
    },
    {
      path: shopPages.paymentDetails,
      handle: titled("checkout.details.title"),
      ...lazyPage(
        () => import("../checkout/PaymentDetailsPage"),
        (m) => m.PaymentDetailsPage,
        personal,
      ),
    },
    {
      path: shopPages.reviewOrder,
      handle: titled("checkout.review.title"),
      ...lazyPage(
        () => import("../checkout/ReviewOrderPage"),
        (m) => m.ReviewOrderPage,
        personal,
      ),
    },
    {
      path: shopPages.redirecting,
      ...lazyPage(
        () => import("../checkout/RedirectingPage"),
        (m) => m.RedirectingPage,
        personal,
      ),
    },
    {
      path: shopPages.orderComplete,
      handle: titled("checkout.complete.title"),
      ...lazyPage(
        () => import("../checkout/OrderCompletePage"),
        (m) => m.OrderCompletePage,
        personal,
      ),
    },
    {
      path: shopPages.orderFailed,
      handle: titled("checkout.failed.title"),
      ...lazyPage(
        () => import("../checkout/OrderFailedPage"),
        (m) => m.OrderFailedPage,
        personal,
      ),
    },
    {
      path: shopPages.quoteGenerated,
      handle: titled("checkout.quote.title"),
      ...lazyPage(
        () => import("../checkout/QuoteGeneratedPage"),
        (m) => m.QuoteGeneratedPage,
        personal,
      ),
    },
    {
      path: shopPages.acceptQuote,
      ...lazyPage(
        () => import("../checkout/AcceptQuotePage"),
        (m) => m.AcceptQuotePage,
        personal,
      ),
    },
    {
      path: shopPages.login,
      handle: titled("account.login.title"),
      ...lazyPage(
        () => import("../account/LoginPage"),
        (m) => m.LoginPage,
        personal,
      ),
    },
    {
      path: shopPages.register,
      handle: titled("account.register.title"),
      ...lazyPage(
        () => import("../account/RegisterPage"),
        (m) => m.RegisterPage,
        personal,
      ),
    },
    {
      path: shopPages.optin,
      handle: titled("account.optin.title"),
      ...lazyPage(
        () => import("../account/OptinPage"),
        (m) => m.OptinPage,
        personal,
      ),
    },
    {
      path: shopPages.account,
      handle: titled("account.title"),
      ...lazyPage(
        () => import("../account/AccountPage"),
        (m) => m.AccountPage,
        signedIn,
      ),
    },
    {
      path: shopPages.profileUpdate,
      handle: titled("account.profile.title"),
      ...lazyPage(
        () => import("../account/ProfileUpdatePage"),
        (m) => m.ProfileUpdatePage,
        signedIn,
      ),
    },
    {
      path: shopPages.orderDetails,
      ...lazyPage(
        () => import("../account/OrderDetailsPage"),
        (m) => m.OrderDetailsPage,
        personal,
      ),
    },
    {
      path: shopPages.resetPassword,
      handle: titled("account.reset.title"),
      ...lazyPage(
        () => import("../account/ResetPasswordPage"),
        (m) => m.ResetPasswordPage,
        personal,
      ),
    },
    {
      path: shopPages.passwordUpdate,
      handle: titled("account.password.title"),
      ...lazyPage(
        () => import("../account/PasswordUpdatePage"),
        (m) => m.PasswordUpdatePage,
        personal,
      ),
    },
    {
      path: shopPages.trackOrder,
      handle: titled("account.track.title"),
      ...lazyPage(
        () => import("../account/TrackOrderPage"),
        (m) => m.TrackOrderPage,
        personal,
      ),
    },
    {
      path: shopPages.mailUpdate,
      handle: titled("account.mail.title"),
      ...lazyPage(
        () => import("../account/MailUpdatePage"),
        (m) => m.MailUpdatePage,
        personal,
      ),
    },
    { path: shopPages.notAvailable, handle: titled("notAvailable.title"), element: <NotAvailablePage /> },
    // A content page names itself once the CMS has answered.
    { path: "*", handle: { title: null } satisfies PageHandle, element: <ContentPage /> },
  ];
}

/** The staff's side: its own layout, loaded only when opened (docs/back-office.md). */
const backoffice: RouteObject = {
  path: `${backofficePath}/*`,
  ...lazyPage(
    () => import("../backoffice/BackofficeApp"),
    (m) => m.BackofficeApp,
    personal,
  ),
  errorElement: <PageError />,
};

/** Every route of the shop, for the browser's router and the server's alike. */
export const routes: RouteObject[] = [backoffice, ...languages.map(languageRoutes)];
