import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FormOutcomeFieldsFragment as FormResult } from "../gql/graphql";
import { fieldErrorTexts } from "./fieldErrorText";
import { rateLimitedText } from "./rateLimited";

/**
 * Runs a form's mutation and turns its answer into what the form shows: field errors, a failure
 * notice (refused, rate-limited or not sent at all), or success.
 */
export function useFormSubmission(failedMessage: string) {
  const { t } = useTranslation();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(run: () => Promise<FormResult | undefined>): Promise<boolean> {
    setSending(true);
    setFailure(null);
    setFieldErrors({});
    try {
      const result = await run();
      if (result?.__typename === "FormSubmitted") return true;
      if (result?.__typename === "FormInvalid") {
        setFieldErrors(fieldErrorTexts(t, result.fields));
        setFailure(t("forms.invalid"));
      } else if (result?.__typename === "FormRateLimited") {
        setFailure(rateLimitedText(t, result.retryAfterSeconds));
      } else {
        setFailure(failedMessage);
      }
    } catch {
      setFailure(failedMessage);
    } finally {
      setSending(false);
    }
    return false;
  }
  return { fieldErrors, failure, sending, send };
}
