import { useMutation } from "@apollo/client/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate } from "react-router-dom";
import { languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { useCart } from "../cart/useCart";
import { checkoutPath } from "../checkout/checkoutPaths";
import { forgetCheckout } from "../checkout/checkoutState";
import formStyles from "../forms/Form.module.css";
import { FormFailure, TextField } from "../forms/fields";
import { rateLimitedText } from "../forms/rateLimited";
import styles from "./Account.module.css";
import { accountPath, loginTarget, registerPath } from "./accountPaths";
import { LoginDocument, ViewerDocument } from "./queries";
import { useViewer } from "./useViewer";

/** `/login`: user name and password; a signed-in shopper goes on to the account. */
export function LoginPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const { account, known } = useViewer();
  const { itemCount } = useCart();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { loading, client }] = useMutation(LoginDocument);
  const complete = username.trim() !== "" && password.trim() !== "";
  // Set once this page signed the shopper in: it navigates itself, to the remembered target.
  const signedInHere = useRef(false);

  if (known && account && !signedInHere.current) return <Navigate to={accountPath(lang)} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || loading) return;
    setFailure(null);
    try {
      const result = (await login({ variables: { input: { username: username.trim(), password } } })).data
        ?.login;
      if (result?.__typename === "LoginSucceeded") {
        signedInHere.current = true;
        client.cache.writeQuery({ query: ViewerDocument, data: { viewer: result.account } });
        // Spec: signing in drops the payment details (the account's fill them in again) and goes
        // on to them while the cart has items.
        forgetCheckout();
        const fallback = itemCount > 0 ? checkoutPath(lang, "payment-details") : accountPath(lang);
        navigate(loginTarget.take() ?? fallback, { replace: true });
        return;
      }
      setPassword("");
      if (result?.__typename === "LoginRefused")
        setFailure(
          t(result.reason === "NOT_CONFIRMED" ? "account.login.notConfirmed" : "account.login.refused"),
        );
      else if (result?.__typename === "TooManyAttempts")
        setFailure(rateLimitedText(t, result.retryAfterSeconds, "account.tooManyAttempts"));
      else setFailure(t("account.failed"));
    } catch {
      setFailure(t("account.failed"));
    }
  };

  return (
    <div className={styles.narrowPage}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.formTitle}>
          {t("account.login.title")}
        </h1>
        <TextField
          id={`${id}-username`}
          label={t("account.fields.username")}
          value={username}
          onChange={setUsername}
          max={254}
          required
          autoComplete="username"
        />
        <TextField
          id={`${id}-password`}
          label={t("account.fields.password")}
          type="password"
          value={password}
          onChange={setPassword}
          max={200}
          required
          autoComplete="current-password"
        />
        {failure && <FormFailure title={t("account.login.failedTitle")} message={failure} />}
        <button type="submit" className={formStyles.submit} disabled={!complete || loading}>
          {t("account.login.submit")}
        </button>
        <p className={styles.aside}>
          <Link to={`${languagePrefix(lang)}/reset-password`}>{t("account.reset.link")}</Link>
          <br />
          {t("account.login.noAccount")} <Link to={registerPath(lang)}>{t("account.register.link")}</Link>
        </p>
      </form>
    </div>
  );
}
