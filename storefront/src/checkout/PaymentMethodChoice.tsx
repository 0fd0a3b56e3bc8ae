import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { loginPath, loginTarget } from "../account/accountPaths";
import { useLanguage } from "../app/useLanguage";
import formStyles from "../forms/Form.module.css";
import type { PaymentMethod, PaymentMethodRefusalReason } from "../gql/graphql";
import styles from "./Checkout.module.css";
import { checkoutPath } from "./checkoutPaths";
import { paymentMethodTexts, refusalReasonKey } from "./labels";

interface Availability {
  method: PaymentMethod;
  available: boolean;
  reason?: PaymentMethodRefusalReason | null;
}

const ALL: PaymentMethod[] = ["PREPAID", "INVOICE", "PAYPAL", "QUOTE"];

/**
 * The payment methods as radio cards; one the server rules out for this cart and shopper is shown
 * disabled with its reason (spec, section 5), signed-out shoppers get a way to sign in.
 */
export function PaymentMethodChoice(props: {
  name: string;
  value: PaymentMethod;
  onChange(method: PaymentMethod): void;
  availability: readonly Availability[];
  /** Offer only these (an existing order cannot become a quote). */
  methods?: readonly PaymentMethod[];
  signedIn: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const errorId = `${props.name}-error`;
  return (
    <fieldset
      className={styles.choices}
      aria-describedby={props.error ? errorId : undefined}
      data-testid="payment-methods"
    >
      <legend>{t("checkout.details.paymentMethod")}</legend>
      {(props.methods ?? ALL).map((method) => {
        const state = props.availability.find((m) => m.method === method);
        const reason = state && !state.available ? state.reason : null;
        return (
          <label key={method} className={styles.choice}>
            <input
              type="radio"
              name={props.name}
              value={method}
              checked={props.value === method}
              disabled={Boolean(reason) && props.value !== method}
              onChange={() => props.onChange(method)}
              data-invalid={props.value === method && reason ? true : undefined}
            />
            <span className={styles.choiceTitle}>
              {t(paymentMethodTexts[method].title)}
              {method === "QUOTE" && !props.signedIn && ` (${t("checkout.membersOnly")})`}
            </span>
            <span />
            <p className={styles.choiceText}>{t(paymentMethodTexts[method].text)}</p>
            {reason && (
              <p className={styles.reason}>
                {t(refusalReasonKey[reason])}
                {reason === "LOGIN_REQUIRED" && (
                  <>
                    {" "}
                    <Link
                      to={loginPath(lang)}
                      onClick={() => loginTarget.remember(checkoutPath(lang, "payment-details"))}
                    >
                      {t("account.login.link")}
                    </Link>
                  </>
                )}
              </p>
            )}
          </label>
        );
      })}
      {props.error && (
        <p id={errorId} className={formStyles.fieldError} role="alert">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}
