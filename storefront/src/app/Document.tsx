import type { ReactNode } from "react";
import type { Language } from "../i18n";
import type { PageAssets } from "../ssr/contract";

/**
 * The whole HTML document, rendered on the server and hydrated in the browser. Each page adds its
 * title, description and links (PageHead); React places them in the head.
 */
export function Document({
  lang,
  assets,
  children,
}: {
  lang: Language;
  assets: PageAssets;
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        {children}
        <script noModule src="/outdated-browser.js" />
      </body>
    </html>
  );
}
