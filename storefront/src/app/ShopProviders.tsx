import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { OrderProcessProvider } from "../order/OrderProcess";
import { PreferencesProvider } from "../preferences/Preferences";
import { RequestCookies } from "../shared/cookieStore";
import { BackgroundUploadsProvider } from "../upload/BackgroundUploads";
import { SiteOrigin } from "./siteOrigin";

interface ShopProvidersProps {
  client: ApolloClient;
  i18n: I18n;
  origin: string;
  /** The request's cookies on the server; null in the browser. */
  requestCookies: string | null;
  children: ReactNode;
}

/** What every page of the shop runs in, the same on the server and in the browser. */
export function ShopProviders({ client, i18n, origin, requestCookies, children }: ShopProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteOrigin.Provider value={origin}>
        <RequestCookies.Provider value={requestCookies}>
          <ApolloProvider client={client}>
            <PreferencesProvider>
              <OrderProcessProvider>
                <BackgroundUploadsProvider>{children}</BackgroundUploadsProvider>
              </OrderProcessProvider>
            </PreferencesProvider>
          </ApolloProvider>
        </RequestCookies.Provider>
      </SiteOrigin.Provider>
    </I18nextProvider>
  );
}
