import { useApolloClient, useMutation } from "@apollo/client/react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import formStyles from "../forms/Form.module.css";
import { FormFailure, TextField } from "../forms/fields";
import { rateLimitedText } from "../forms/rateLimited";
import styles from "./Account.module.css";
import { NarrowForm } from "./NarrowForm";
import { NewPasswordFields, newPasswordReady, PasswordChangedNotice } from "./NewPasswordFields";
import { ChangePasswordDocument, ViewerDocument } from "./queries";
import { RequireLogin } from "./RequireLogin";
import { useLaterLogin } from "./useLaterLogin";

/** `/password-update` (signed-in shoppers): old, new and repeated password; then signed out. */
export function PasswordUpdatePage() {
  const { t } = useTranslation();
  const id = useId();
  const client = useApolloClient();
  const [oldPassword, setOldPassword] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const login = useLaterLogin();
  const ready = oldPassword !== "" && newPasswordReady(password, repeat);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || loading) return;
    setFailure(null);
    try {
      const result = (await change({ variables: { oldPassword, newPassword: password } })).data
        ?.changePassword;
      if (result?.__typename === "PasswordChanged") {
        // Signed out now (spec): the account is forgotten, `/login` follows after 3 s.
        login.start();
        client.cache.writeQuery({ query: ViewerDocument, data: { viewer: null } });
        return;
      }
      if (result?.__typename === "WrongPassword") setFailure(t("account.password.wrongOld"));
      else if (result?.__typename === "PasswordInvalid") setFailure(t("account.password.rules"));
      else if (result?.__typename === "NotSignedIn")
        return; // the session link sends the shopper to log in
      else if (result?.__typename === "TooManyAttempts")
        setFailure(rateLimitedText(t, result.retryAfterSeconds, "account.tooManyAttempts"));
      else setFailure(t("account.failed"));
    } catch {
      setFailure(t("account.failed"));
    }
  };

  if (login.started)
    return (
      <div className={styles.narrowPage}>
        <PasswordChangedNotice />
      </div>
    );
  // The guard is the page's own: once the password changed, the signed-out shopper stays for the notice.
  return (
    <RequireLogin>
      <NarrowForm title={t("account.password.title")} onSubmit={onSubmit}>
        <TextField
          id={`${id}-old`}
          label={t("account.password.old")}
          type="password"
          value={oldPassword}
          onChange={setOldPassword}
          max={200}
          required
          autoComplete="current-password"
        />
        <NewPasswordFields
          id={id}
          password={password}
          repeat={repeat}
          onPassword={setPassword}
          onRepeat={setRepeat}
        />
        {failure && <FormFailure title={t("account.password.failedTitle")} message={failure} />}
        <button type="submit" className={formStyles.submit} disabled={!ready || loading}>
          {t("account.password.submit")}
        </button>
      </NarrowForm>
    </RequireLogin>
  );
}
