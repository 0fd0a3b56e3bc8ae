import { StrictMode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { createApolloClient } from "./app/apollo";
import { Document } from "./app/Document";
import { routes } from "./app/routes";
import { splitLanguage } from "./app/routing";
import { ShopProviders } from "./app/ShopProviders";
import { i18n } from "./i18n";
import { yieldToBrowser } from "./shared/yieldToBrowser";
import type { BootState } from "./ssr/contract";
import "./styles/global.css";

declare global {
  interface Window {
    __DRUCKWERK__: BootState;
    /** The buttons clicked before hydration (ssr/startEntry.ts); stops remembering them. */
    __DRUCKWERK_EARLY_CLICKS__?: () => HTMLButtonElement[];
  }
}

/**
 * The routes of the page the server rendered, loaded before hydrating: a route still loading
 * would render nothing where the server's HTML has its page.
 */
async function loadMatchedRoutes() {
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      // A part that does not arrive is left to the router, which shows its error page.
      const loaded = await route.lazy().catch(() => undefined);
      if (loaded) Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * Once React has taken the document over: clicks the buttons the shopper clicked before it
 * listened, and marks the document (`<html data-hydrated>`, for tests and tools).
 */
function Hydrated({ earlyClicks }: { earlyClicks: HTMLButtonElement[] }) {
  useEffect(() => {
    for (const button of earlyClicks.splice(0)) if (button.isConnected && !button.disabled) button.click();
    document.documentElement.dataset.hydrated = "";
  }, [earlyClicks]);
  return null;
}

async function hydrate() {
  const boot = window.__DRUCKWERK__;
  const lang = splitLanguage(window.location.pathname).lang;
  // Evaluating the modules, matching the routes and restoring the cache are three tasks, not one
  // long one a phone could not answer a tap during.
  await yieldToBrowser();
  await Promise.all([i18n.changeLanguage(lang), loadMatchedRoutes()]);
  const router = createBrowserRouter(routes);
  await yieldToBrowser();
  const client = createApolloClient(boot.apollo);
  // From here React answers clicks itself (and replays those on parts still hydrating).
  const earlyClicks = window.__DRUCKWERK_EARLY_CLICKS__?.() ?? [];
  // As a transition, hydration yields to the browser between components: the page stays
  // responsive (a tap or a scroll is not held up) while React takes it over.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document lang={lang} assets={boot.assets}>
          <ShopProviders client={client} i18n={i18n} origin={boot.origin} requestCookies={null}>
            <RouterProvider router={router} />
          </ShopProviders>
          <Hydrated earlyClicks={earlyClicks} />
        </Document>
      </StrictMode>,
    );
  });
}

void hydrate();
