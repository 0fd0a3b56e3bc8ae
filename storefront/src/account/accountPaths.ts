import { languagePrefix, splitLanguage } from "../app/routing";
import type { Language } from "../i18n";

/** Pages only a signed-in shopper sees; signing out on one of them goes home (spec: logout). */
const signedInOnly = ["/account", "/password-update", "/mail-update", "/profile-update"];

export function isSignedInOnly(pathname: string): boolean {
  const { rest } = splitLanguage(pathname);
  return signedInOnly.some((p) => rest === p || rest.startsWith(`${p}/`)) || rest.includes("/order-details");
}

export const accountPath = (lang: Language) => `${languagePrefix(lang)}/account`;
export const loginPath = (lang: Language) => `${languagePrefix(lang)}/login`;
export const registerPath = (lang: Language) => `${languagePrefix(lang)}/register`;

const TARGET_KEY = "druckwerk.afterLogin";

/** Where a guard sent the shopper from, to return there after signing in (spec: navigation guard). */
export const loginTarget = {
  remember(path: string) {
    try {
      sessionStorage.setItem(TARGET_KEY, path);
    } catch {
      // storage disabled: the shopper lands on the account page instead
    }
  },
  /** The remembered path, forgotten as it is read. */
  take(): string | null {
    try {
      const path = sessionStorage.getItem(TARGET_KEY);
      sessionStorage.removeItem(TARGET_KEY);
      return path?.startsWith("/") && !path.startsWith("//") ? path : null;
    } catch {
      return null;
    }
  },
};
