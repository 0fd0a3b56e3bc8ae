import { useMutation, useQuery } from "@apollo/client/react";
import { registrationLimits } from "@druckwerk/auth/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import { paymentDetailsStore } from "../checkout/checkoutState";
import formStyles from "../forms/Form.module.css";
import { CheckField, FormFailure, SubmitRow, TextField } from "../forms/fields";
import { rateLimitedText } from "../forms/rateLimited";
import { usePreferences } from "../preferences/Preferences";
import styles from "./Account.module.css";
import { AddressFields } from "./AddressFields";
import { loginPath } from "./accountPaths";
import { RegisterDocument, ShippingCountriesDocument } from "./queries";
import {
  type AddressInput,
  emptyAddress,
  type Problem,
  problemOf,
  type RegistrationForm,
  registrationProblems,
  signupOf,
} from "./validation";

/** `/register`: an account with billing (and shipping) address; confirmed by the e-mail's link. */
export function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const business = usePreferences().isBusinessCustomer.value;
  const countries = useQuery(ShippingCountriesDocument).data?.shippingCountries ?? [];
  const defaultCountry = countries[0]?.id ?? "";
  const [username, setUsername] = useState("");
  // What the shopper entered on the payment details before choosing to register (spec).
  const [entered] = useState(() => paymentDetailsStore.get());
  const [email, setEmail] = useState(entered?.email ?? "");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [phone, setPhone] = useState(entered?.phone ?? "");
  const [billingState, setBilling] = useState<AddressInput | null>(entered?.billing ?? null);
  const [shippingState, setShipping] = useState<AddressInput | null>(entered?.shipping ?? null);
  const [separateShipping, setSeparateShipping] = useState(entered?.separateShipping ?? false);
  const [privacy, setPrivacy] = useState(false);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [register, { loading }] = useMutation(RegisterDocument);
  // The first country is the default once the countries are known, also for an address the
  // shopper began typing before they were.
  const withCountry = (address: AddressInput | null): AddressInput =>
    address?.countryId ? address : { ...(address ?? emptyAddress()), countryId: defaultCountry };
  const billing = withCountry(billingState);
  const shipping = withCountry(shippingState);
  const form: RegistrationForm = {
    username,
    email,
    password,
    repeat,
    phone,
    billing,
    shipping: separateShipping ? shipping : null,
    companyRequired: business,
    privacyAccepted: privacy,
  };
  const problems = registrationProblems(form, countries);
  const complete = Object.keys(problems).length === 0;
  // The registration's own wording (with the limit) where it has one, else the general one per code.
  const textOf = (problem: Problem) =>
    t([`account.errors.${problem.code}`, `forms.fieldErrors.${problem.code}`], problem.values);

  /** What to show at a field: the server's word, else a broken rule once the shopper was there. */
  const errorAt = (field: string) => {
    if (serverErrors[field]) return serverErrors[field];
    const problem = problems[field];
    return problem && touched.has(field) ? textOf(problem) : undefined;
  };
  const addressErrors = (prefix: string) =>
    Object.fromEntries(Object.keys(emptyAddress()).map((field) => [field, errorAt(`${prefix}.${field}`)]));
  const touch = (field: string) => setTouched((seen) => (seen.has(field) ? seen : new Set(seen).add(field)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || loading) return;
    setFailure(null);
    setServerErrors({});
    try {
      const input = signupOf(form);
      const result = (await register({ variables: { input } })).data?.register;
      if (result?.__typename === "RegistrationPending") setSentTo(result.email);
      else if (result?.__typename === "RegistrationInvalid") {
        setServerErrors(
          Object.fromEntries(result.fields.map((f) => [f.field, textOf(problemOf(f.field, f.code))])),
        );
        setFailure(t("forms.invalid"));
      } else if (result?.__typename === "TooManyAttempts")
        setFailure(rateLimitedText(t, result.retryAfterSeconds, "account.tooManyAttempts"));
      else setFailure(t("account.register.failed"));
    } catch {
      setFailure(t("account.register.failed"));
    }
  };

  if (sentTo)
    return (
      <div className={styles.narrowPage}>
        <section className={formStyles.form} aria-labelledby={`${id}-done`}>
          <h1 id={`${id}-done`} className={styles.formTitle}>
            {t("account.register.sentTitle")}
          </h1>
          <p>{t("account.register.sentBody", { email: sentTo })}</p>
        </section>
      </div>
    );

  const text = (
    field: string,
    value: string,
    onChange: (value: string) => void,
    options: { max: number; type?: string; required?: boolean; autoComplete?: string; hint?: string },
  ) => (
    <TextField
      id={`${id}-${field}`}
      label={t(`account.fields.${field}`)}
      value={value}
      onChange={(next) => {
        onChange(next);
        setServerErrors(({ [field]: _gone, ...rest }) => rest);
      }}
      max={options.max}
      type={options.type}
      required={options.required}
      autoComplete={options.autoComplete}
      hint={options.hint}
      onBlur={() => touch(field)}
      error={errorAt(field)}
    />
  );

  return (
    <div className={styles.widePage}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.formTitle}>
          {t("account.register.title")}
        </h1>
        <p className={formStyles.hint}>{t("contact.required")}</p>
        <div className={formStyles.grid}>
          {text("username", username, setUsername, {
            max: registrationLimits.username.max,
            required: true,
            autoComplete: "username",
            hint: t("account.usernameHint"),
          })}
          {text("email", email, setEmail, {
            max: registrationLimits.email.max,
            type: "email",
            required: true,
            autoComplete: "email",
          })}
          {text("password", password, setPassword, {
            max: registrationLimits.password.max,
            type: "password",
            required: true,
            autoComplete: "new-password",
            hint: t("account.passwordHint"),
          })}
          {text("repeat", repeat, setRepeat, {
            max: registrationLimits.password.max,
            type: "password",
            required: true,
            autoComplete: "new-password",
          })}
          {text("phone", phone, setPhone, {
            max: registrationLimits.phone.max,
            type: "tel",
            autoComplete: "tel",
          })}
        </div>
        <AddressFields
          id={`${id}-billing`}
          legend={t("account.billingAddress")}
          value={billing}
          onChange={setBilling}
          countries={countries}
          errors={addressErrors("billingAddress")}
          companyRequired={business}
          withVatNumber
          onTouch={(field) => touch(`billingAddress.${field}`)}
        />
        <CheckField
          label={t("account.separateShipping")}
          checked={separateShipping}
          onChange={setSeparateShipping}
        />
        {separateShipping && (
          <AddressFields
            id={`${id}-shipping`}
            legend={t("account.shippingAddress")}
            value={shipping}
            onChange={setShipping}
            countries={countries}
            errors={addressErrors("shippingAddress")}
            companyRequired={false}
            withVatNumber={false}
            onTouch={(field) => touch(`shippingAddress.${field}`)}
          />
        )}
        <CheckField label={t("account.register.privacy")} checked={privacy} onChange={setPrivacy} />
        {failure && <FormFailure title={t("forms.failedTitle")} message={failure} />}
        <SubmitRow
          label={t("account.register.submit")}
          complete={complete}
          sending={loading}
          missingHint={t("forms.missingFields")}
        />
        <p className={styles.aside}>
          {t("account.register.haveAccount")} <Link to={loginPath(lang)}>{t("account.login.link")}</Link>
        </p>
      </form>
    </div>
  );
}
