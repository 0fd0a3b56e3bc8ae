import { ApolloProvider } from "@apollo/client/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { createApolloClient } from "./app/apollo";
import { router } from "./app/router";
import "./i18n";
import { OrderProcessProvider } from "./order/OrderProcess";
import { PreferencesProvider } from "./preferences/Preferences";
import "./styles/global.css";
import { BackgroundUploadsProvider } from "./upload/BackgroundUploads";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <ApolloProvider client={createApolloClient()}>
      <PreferencesProvider>
        <OrderProcessProvider>
          <BackgroundUploadsProvider>
            <RouterProvider router={router} />
          </BackgroundUploadsProvider>
        </OrderProcessProvider>
      </PreferencesProvider>
    </ApolloProvider>
  </StrictMode>,
);
