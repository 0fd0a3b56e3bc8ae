import { useMutation } from "@apollo/client/react";
import { registrationLimits } from "@druckwerk/auth/contract";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import formStyles from "../forms/Form.module.css";
import { FormFailure, TextField } from "../forms/fields";
import { rateLimitedText } from "../forms/rateLimited";
import styles from "./Account.module.css";
import { NarrowForm } from "./NarrowForm";
import { ConfirmEmailChangeDocument, RequestEmailChangeDocument, ViewerDocument } from "./queries";
import { RequireLogin } from "./RequireLogin";

/** `/mail-update` (signed in: ask for a new address) and `/mail-update/{code}` (the mailed link). */
export function MailUpdatePage() {
  const { code } = useParams();
  return code ? (
    <ConfirmMail code={code} />
  ) : (
    <RequireLogin>
      <RequestMailChange />
    </RequireLogin>
  );
}

function RequestMailChange() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestEmailChangeDocument);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || loading) return;
    setFailure(null);
    try {
      const result = (await request({ variables: { email: email.trim() } })).data?.requestEmailChange;
      if (result?.__typename === "EmailChangeRequested") setSentTo(result.email);
      else if (result?.__typename === "EmailTaken") setFailure(t("account.mail.taken"));
      else if (result?.__typename === "EmailInvalid") setFailure(t("forms.fieldErrors.INVALID_EMAIL"));
      else if (result?.__typename === "NotSignedIn")
        return; // the session link sends the shopper to log in
      else if (result?.__typename === "TooManyAttempts")
        setFailure(rateLimitedText(t, result.retryAfterSeconds, "account.tooManyAttempts"));
      else setFailure(t("account.mail.failed"));
    } catch {
      setFailure(t("account.mail.failed"));
    }
  };

  return (
    <NarrowForm title={t("account.mail.title")} onSubmit={onSubmit}>
      {sentTo ? (
        <p role="status" className={formStyles.success}>
          {t("account.mail.sent", { email: sentTo })}
        </p>
      ) : (
        <>
          <TextField
            id={`${id}-email`}
            label={t("account.mail.new")}
            type="email"
            value={email}
            onChange={setEmail}
            max={registrationLimits.email.max}
            required
            autoComplete="email"
          />
          {failure && <FormFailure title={t("account.mail.failedTitle")} message={failure} />}
          <button type="submit" className={formStyles.submit} disabled={!email.trim() || loading}>
            {t("account.mail.submit")}
          </button>
        </>
      )}
    </NarrowForm>
  );
}

function ConfirmMail({ code }: { code: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [confirm, { data, error, client }] = useMutation(ConfirmEmailChangeDocument);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirm({ variables: { code } })
      .then(() => client.refetchQueries({ include: [ViewerDocument] }))
      .catch(() => undefined);
  }, [confirm, code, client]);
  const result = data?.confirmEmailChange;
  return (
    <div className={styles.narrowPage}>
      <section className={formStyles.form} aria-labelledby={`${id}-title`} aria-busy={!result && !error}>
        <h1 id={`${id}-title`} className={styles.formTitle}>
          {t("account.mail.title")}
        </h1>
        {!result && !error && <p>{t("account.mail.checking")}</p>}
        {result?.__typename === "EmailChanged" && (
          <p role="status" className={formStyles.success}>
            {t("account.mail.changed")}
          </p>
        )}
        {result?.__typename === "CodeUsedOrExpired" && (
          <FormFailure title={t("account.mail.failedTitle")} message={t("account.mail.codeUsed")} />
        )}
        {result?.__typename === "EmailTaken" && (
          <FormFailure title={t("account.mail.failedTitle")} message={t("account.mail.taken")} />
        )}
        {error && <FormFailure title={t("account.mail.failedTitle")} message={t("account.mail.failed")} />}
      </section>
    </div>
  );
}
