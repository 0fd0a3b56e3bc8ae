import { useMutation } from "@apollo/client/react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import formStyles from "../forms/Form.module.css";
import { FormFailure } from "../forms/fields";
import styles from "./Account.module.css";
import { loginPath } from "./accountPaths";
import { ConfirmRegistrationDocument } from "./queries";

/** `/optin/{optinId}`: the link of the registration e-mail confirms the account. */
export function OptinPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const { optinId = "" } = useParams();
  const [confirm, { data, error }] = useMutation(ConfirmRegistrationDocument);
  // Confirm once per code, however often the page renders.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === optinId) return;
    sentFor.current = optinId;
    void confirm({ variables: { code: optinId } }).catch(() => {});
  }, [optinId, confirm]);

  const result = data?.confirmRegistration;
  let body: React.ReactNode = <p aria-busy="true">{t("account.optin.checking")}</p>;
  if (result?.__typename === "RegistrationConfirmed")
    body = (
      <>
        <p role="status">
          {t(result.alreadyConfirmed ? "account.optin.already" : "account.optin.confirmed", {
            name: result.username,
          })}
        </p>
        <Link to={loginPath(lang)} className={formStyles.submit}>
          {t("account.login.link")}
        </Link>
      </>
    );
  else if (result?.__typename === "ConfirmationFailed")
    body = <FormFailure title={t("account.optin.failedTitle")} message={t("account.optin.invalid")} />;
  else if (error) body = <FormFailure title={t("forms.failedTitle")} message={t("account.optin.failed")} />;

  return (
    <div className={styles.narrowPage}>
      <section className={formStyles.form} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.formTitle}>
          {t("account.optin.title")}
        </h1>
        {body}
      </section>
    </div>
  );
}
