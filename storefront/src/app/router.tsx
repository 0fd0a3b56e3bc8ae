import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { CartPage } from "../cart/CartPage";
import { HomePage } from "../home/HomePage";
import { type Language, languages } from "../i18n";
import { LanguageLayout } from "./LanguageLayout";
import { NotFoundPage } from "./NotFoundPage";
import { languagePrefix } from "./routing";

function languageRoutes(lang: Language): RouteObject {
  return {
    path: languagePrefix(lang) || "/",
    element: <LanguageLayout lang={lang} />,
    children: [
      { index: true, element: <HomePage /> },
      { path: "start", element: <HomePage /> },
      { path: "cart", element: <CartPage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  };
}

export const router = createBrowserRouter(languages.map(languageRoutes));
