import { registrationLimits } from "@druckwerk/auth/contract";
import { useTranslation } from "react-i18next";
import formStyles from "../forms/Form.module.css";
import { TextField } from "../forms/fields";

/**
 * Spec, section 5: a new password (reset or change) may be sent once its trimmed value has more
 * than 7 characters and equals the repetition; the service checks the rest (word characters,
 * digits and spaces, at most 20).
 */
export const newPasswordReady = (password: string, repeat: string) =>
  password.trim().length > 7 && password === repeat;

/** The new password and its repetition, with the mismatch shown once both are typed. */
export function NewPasswordFields(props: {
  id: string;
  password: string;
  repeat: string;
  onPassword(value: string): void;
  onRepeat(value: string): void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const mismatch = props.repeat !== "" && props.password !== props.repeat;
  return (
    <>
      <TextField
        id={`${props.id}-new`}
        label={t("account.password.new")}
        type="password"
        value={props.password}
        onChange={props.onPassword}
        max={registrationLimits.password.max}
        required
        autoComplete="new-password"
        hint={t("account.password.hint")}
        error={props.error}
      />
      <TextField
        id={`${props.id}-repeat`}
        label={t("account.fields.repeat")}
        type="password"
        value={props.repeat}
        onChange={props.onRepeat}
        max={registrationLimits.password.max}
        required
        autoComplete="new-password"
        error={mismatch ? t("account.errors.PASSWORD_MISMATCH") : undefined}
      />
    </>
  );
}

/** The password is set: the shopper is signed out and goes to `/login` in a moment. */
export function PasswordChangedNotice() {
  const { t } = useTranslation();
  return (
    <div role="status" className={formStyles.success}>
      <strong>{t("account.password.changedTitle")}</strong>
      <p>{t("account.password.toLogin")}</p>
    </div>
  );
}
