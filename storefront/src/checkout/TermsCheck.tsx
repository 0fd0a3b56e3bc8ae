import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import formStyles from "../forms/Form.module.css";

/** The terms checkbox (spec: must be ticked to order); the terms and privacy pages of the language open in a new tab. */
export function TermsCheck(props: {
  checked: boolean;
  onChange(checked: boolean): void;
  missing?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label className={formStyles.check}>
        <input
          type="checkbox"
          checked={props.checked}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.checked)}
          aria-invalid={props.missing ? true : undefined}
          aria-describedby={props.missing ? `${id}-error` : undefined}
          data-testid="accept-terms"
        />
        <span>
          <Trans
            t={t}
            i18nKey="checkout.review.terms"
            components={{
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the text of the translation in
              terms: <a href={t("checkout.review.termsPath")} target="_blank" rel="noreferrer" />,
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the text of the translation in
              privacy: <a href={t("checkout.review.privacyPath")} target="_blank" rel="noreferrer" />,
            }}
          />
        </span>
      </label>
      {props.missing && (
        <p id={`${id}-error`} className={formStyles.fieldError} role="alert">
          {t("checkout.review.termsMissing")}
        </p>
      )}
    </div>
  );
}
