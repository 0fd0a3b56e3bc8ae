import { useMutation } from "@apollo/client/react";
import { registrationLimits } from "@druckwerk/auth/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import formStyles from "../forms/Form.module.css";
import { FormFailure, TextField } from "../forms/fields";
import { rateLimitedText } from "../forms/rateLimited";
import { NarrowForm } from "./NarrowForm";
import { NewPasswordFields, newPasswordReady, PasswordChangedNotice } from "./NewPasswordFields";
import { RequestPasswordResetDocument, ResetPasswordDocument } from "./queries";
import { useLaterLogin } from "./useLaterLogin";

/** `/reset-password` (ask for a link) and `/reset-password/{resetId}` (set the new password). */
export function ResetPasswordPage() {
  const { resetId } = useParams();
  return resetId ? <SetNewPassword code={resetId} /> : <RequestReset />;
}

function RequestReset() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [outcome, setOutcome] = useState<{ kind: "sent" | "failed"; text: string } | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || loading) return;
    setOutcome(null);
    try {
      const result = (await request({ variables: { email: email.trim() } })).data?.requestPasswordReset;
      if (result?.__typename === "PasswordResetRequested")
        setOutcome({ kind: "sent", text: t("account.reset.sent") });
      else if (result?.__typename === "PasswordResetAlreadyRequested")
        setOutcome({ kind: "failed", text: t("account.reset.activeCode") });
      else if (result?.__typename === "TooManyAttempts")
        setOutcome({
          kind: "failed",
          text: rateLimitedText(t, result.retryAfterSeconds, "account.tooManyAttempts"),
        });
      else setOutcome({ kind: "failed", text: t("account.reset.invalidEmail") });
    } catch {
      setOutcome({ kind: "failed", text: t("account.failed") });
    }
  };

  return (
    <NarrowForm title={t("account.reset.title")} onSubmit={onSubmit}>
      <p className={formStyles.hint}>{t("account.reset.intro")}</p>
      <TextField
        id={`${id}-email`}
        label={t("account.fields.email")}
        type="email"
        value={email}
        onChange={setEmail}
        max={registrationLimits.email.max}
        required
        autoComplete="email"
      />
      {outcome?.kind === "sent" && (
        <p role="status" className={formStyles.success}>
          {outcome.text}
        </p>
      )}
      {outcome?.kind === "failed" && (
        <FormFailure title={t("account.reset.failedTitle")} message={outcome.text} />
      )}
      <button type="submit" className={formStyles.submit} disabled={!email.trim() || loading}>
        {t("account.reset.submit")}
      </button>
    </NarrowForm>
  );
}

function SetNewPassword({ code }: { code: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const login = useLaterLogin();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!newPasswordReady(password, repeat) || loading) return;
    setFailure(null);
    try {
      const result = (await reset({ variables: { code, password } })).data?.resetPassword;
      if (result?.__typename === "PasswordResetDone") {
        login.start();
        return;
      }
      // Spec: a failed reset clears the fields and flags the error.
      setPassword("");
      setRepeat("");
      setFailure(
        result?.__typename === "PasswordInvalid"
          ? t("account.password.rules")
          : t("account.reset.linkInvalid"),
      );
    } catch {
      setPassword("");
      setRepeat("");
      setFailure(t("account.failed"));
    }
  };

  return (
    <NarrowForm title={t("account.reset.newTitle")} onSubmit={onSubmit}>
      {login.started ? (
        <PasswordChangedNotice />
      ) : (
        <>
          <NewPasswordFields
            id={id}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
          />
          {failure && <FormFailure title={t("account.reset.failedTitle")} message={failure} />}
          <button
            type="submit"
            className={formStyles.submit}
            disabled={!newPasswordReady(password, repeat) || loading}
          >
            {t("account.reset.save")}
          </button>
        </>
      )}
    </NarrowForm>
  );
}
