import { useMutation, useQuery } from "@apollo/client/react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import formStyles from "../forms/Form.module.css";
import { fieldErrorTexts } from "../forms/fieldErrorText";
import { CheckField, FormFailure, SubmitRow, TextField } from "../forms/fields";
import { rateLimitedText } from "../forms/rateLimited";
import type { RegisterInput } from "../gql/graphql";
import { usePreferences } from "../preferences/Preferences";
import styles from "./Account.module.css";
import { AddressFields } from "./AddressFields";
import { loginPath } from "./accountPaths";
import { RegisterDocument, ShippingCountriesDocument } from "./queries";
import {
  type AddressInput,
  addressProblems,
  emptyAddress,
  type Problem,
  passwordProblem,
  repeatProblem,
  usernameProblem,
} from "./validation";

const optional = (value: string) => value.trim() || null;
const addressInput = (a: AddressInput) => ({
  company: optional(a.company),
  firstname: a.firstname.trim(),
  lastname: a.lastname.trim(),
  street: a.street.trim(),
  addressSuffix: optional(a.addressSuffix),
  postalCode: a.postalCode.trim(),
  city: a.city.trim(),
  countryId: a.countryId,
});

/** `/register`: an account with billing (and shipping) address; confirmed by the e-mail's link. */
export function RegisterPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const business = usePreferences().isBusinessCustomer.value;
  const countries = useQuery(ShippingCountriesDocument).data?.shippingCountries ?? [];
  const defaultCountry = countries[0]?.id ?? "";
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [phone, setPhone] = useState("");
  const [billingState, setBilling] = useState<AddressInput | null>(null);
  const [shippingState, setShipping] = useState<AddressInput | null>(null);
  const [separateShipping, setSeparateShipping] = useState(false);
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
  const countryOf = (a: AddressInput) => countries.find((c) => c.id === a.countryId);

  const problems: Record<string, Problem | null> = {
    username: usernameProblem(username),
    email: email.trim() ? null : { key: "required" },
    password: passwordProblem(password),
    repeat: repeatProblem(password, repeat),
    phone: phone.trim().length > 15 ? { key: "tooLong", values: { count: 15 } } : null,
  };
  const prefixed = (prefix: string, found: Partial<Record<string, Problem>>) =>
    Object.fromEntries(Object.entries(found).map(([field, p]) => [`${prefix}.${field}`, p ?? null]));
  Object.assign(
    problems,
    prefixed("billingAddress", addressProblems(billing, countryOf(billing), { companyRequired: business })),
    separateShipping
      ? prefixed(
          "shippingAddress",
          addressProblems(shipping, countryOf(shipping), { companyRequired: false }),
        )
      : {},
  );
  const complete = privacy && Object.values(problems).every((p) => p === null);

  /** What to show at a field: the server's word, else a broken rule once the shopper was there. */
  const errorAt = (field: string) => {
    if (serverErrors[field]) return serverErrors[field];
    const problem = problems[field];
    return problem && touched.has(field) ? t(`account.errors.${problem.key}`, problem.values) : undefined;
  };
  const addressErrors = (prefix: string) =>
    Object.fromEntries(Object.keys(emptyAddress()).map((field) => [field, errorAt(`${prefix}.${field}`)]));
  const touch = (field: string) => setTouched((seen) => (seen.has(field) ? seen : new Set(seen).add(field)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || loading) return;
    setFailure(null);
    setServerErrors({});
    const input: RegisterInput = {
      username: username.trim(),
      password,
      email: email.trim(),
      phone: optional(phone),
      billingAddress: {
        ...addressInput(billing),
        vatRegistrationNumber: optional(billing.vatRegistrationNumber),
      },
      shippingAddress: separateShipping ? addressInput(shipping) : null,
      privacyAccepted: privacy,
    };
    try {
      const result = (await register({ variables: { input } })).data?.register;
      if (result?.__typename === "RegistrationPending") setSentTo(result.email);
      else if (result?.__typename === "RegistrationInvalid") {
        setServerErrors(fieldErrorTexts(t, result.fields));
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
            max: 20,
            required: true,
            autoComplete: "username",
            hint: t("account.usernameHint"),
          })}
          {text("email", email, setEmail, { max: 254, type: "email", required: true, autoComplete: "email" })}
          {text("password", password, setPassword, {
            max: 20,
            type: "password",
            required: true,
            autoComplete: "new-password",
            hint: t("account.passwordHint"),
          })}
          {text("repeat", repeat, setRepeat, {
            max: 20,
            type: "password",
            required: true,
            autoComplete: "new-password",
          })}
          {text("phone", phone, setPhone, { max: 15, type: "tel", autoComplete: "tel" })}
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
