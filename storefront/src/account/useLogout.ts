import { useApolloClient, useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { homePath } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { isSignedInOnly } from "./accountPaths";
import { LogoutDocument, ViewerDocument } from "./queries";

/**
 * Signs out: forgets the account, tells the shopper ('Logout erfolgreich') and leaves pages only a
 * signed-in shopper may see for the home page.
 */
export function useLogout() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [logout, { loading }] = useMutation(LogoutDocument);

  async function run() {
    const here = `${location.pathname}${location.search}${location.hash}`;
    try {
      await logout();
    } catch {
      const notice = { title: t("forms.failedTitle"), body: t("account.logout.failed") };
      navigate(here, { replace: true, state: { notice } });
      return;
    }
    const notice = { title: t("account.logout.success.title"), body: t("account.logout.success.body") };
    const leave = isSignedInOnly(location.pathname);
    // Away first, rendered at once: forgetting the account while a guarded page is still shown
    // would send the shopper to the login.
    await navigate(leave ? homePath(lang) : here, { replace: !leave, state: { notice }, flushSync: true });
    client.cache.writeQuery({ query: ViewerDocument, data: { viewer: null } });
  }
  return { logout: run, loggingOut: loading };
}
