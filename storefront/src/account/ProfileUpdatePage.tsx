import { useMutation, useQuery } from "@apollo/client/react";
import { registrationLimits } from "@druckwerk/auth/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useLanguage } from "../app/useLanguage";
import formStyles from "../forms/Form.module.css";
import { CheckField, FormFailure, TextField } from "../forms/fields";
import type { AccountFieldsFragment } from "../gql/graphql";
import { usePreferences } from "../preferences/Preferences";
import styles from "./Account.module.css";
import { AddressFields } from "./AddressFields";
import { billingOf, shippingOf } from "./accountAddresses";
import { accountPath } from "./accountPaths";
import { addressProblems, type BillingInput, sentBilling } from "./addressRules";
import { ShippingCountriesDocument, UpdateAccountDetailsDocument, ViewerDocument } from "./queries";
import { useViewer } from "./useViewer";
import { type AddressInput, emptyAddress, type Problem, problemOf, sentAddress } from "./validation";

interface ProfileForm {
  phone: string;
  billing: BillingInput;
  separateShipping: boolean;
  shipping: AddressInput;
}

const formOf = (account: AccountFieldsFragment): ProfileForm => ({
  phone: account.phone ?? "",
  billing: billingOf(account.billingAddress),
  separateShipping: account.shippingAddress !== null,
  shipping: account.shippingAddress
    ? shippingOf(account.shippingAddress)
    : emptyAddress(account.billingAddress.country.id),
});

/** `/profile-update` (behind the login guard): the account's phone, billing and shipping address. */
export function ProfileUpdatePage() {
  const { account } = useViewer();
  // Mounted with the account known: RequireLogin renders it only then.
  return account ? <ProfileForm account={account} /> : null;
}

function ProfileForm({ account }: { account: AccountFieldsFragment }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const preferences = usePreferences();
  const business = preferences.isBusinessCustomer.value || Boolean(account.billingAddress.company);
  const countries = useQuery(ShippingCountriesDocument).data?.shippingCountries ?? [];
  const [form, setForm] = useState(() => formOf(account));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<"saved" | "failed" | null>(null);
  const [save, { loading, client }] = useMutation(UpdateAccountDetailsDocument);

  const shipping = form.separateShipping ? form.shipping : null;
  const problems = addressProblems({ ...form, shipping }, countries, business);
  const textOf = (problem: Problem) =>
    t([`account.errors.${problem.code}`, `forms.fieldErrors.${problem.code}`], problem.values);
  const errorAt = (field: string) =>
    serverErrors[field] ?? (submitted && problems[field] ? textOf(problems[field]) : undefined);
  const errorsOf = (prefix: string, address: AddressInput) =>
    Object.fromEntries(Object.keys(address).map((field) => [field, errorAt(`${prefix}.${field}`)]));
  const change = (next: Partial<ProfileForm>) => {
    setForm({ ...form, ...next });
    setOutcome(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (Object.keys(problems).length > 0 || loading) return;
    try {
      const result = (
        await save({
          variables: {
            input: {
              phone: form.phone.trim() || null,
              billingAddress: sentBilling(form.billing, business),
              shippingAddress: shipping ? sentAddress(shipping) : null,
            },
          },
        })
      ).data?.updateAccountDetails;
      if (result?.__typename === "Account") {
        client.cache.writeQuery({ query: ViewerDocument, data: { viewer: result } });
        setOutcome("saved");
      } else if (result?.__typename === "AccountDetailsInvalid") {
        setServerErrors(
          Object.fromEntries(result.fields.map((f) => [f.field, textOf(problemOf(f.field, f.code))])),
        );
      } else if (result?.__typename === "NotSignedIn")
        return; // the session link sends the shopper to log in
      else setOutcome("failed");
    } catch {
      setOutcome("failed");
    }
  };

  return (
    <div className={styles.widePage}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.formTitle}>
          {t("account.profile.title")}
        </h1>
        <TextField
          id={`${id}-phone`}
          label={t("account.fields.phone")}
          type="tel"
          value={form.phone}
          onChange={(phone) => change({ phone })}
          max={registrationLimits.phone.max}
          autoComplete="tel"
          error={errorAt("phone")}
        />
        <AddressFields
          id={`${id}-billing`}
          legend={t("account.billingAddress")}
          value={form.billing}
          onChange={(address) => change({ billing: { ...form.billing, ...address } })}
          countries={countries}
          errors={errorsOf("billingAddress", form.billing)}
          companyRequired={business}
          withVatNumber={business}
          onTouch={() => undefined}
        />
        <CheckField
          label={t("account.separateShipping")}
          checked={form.separateShipping}
          onChange={(separateShipping) => change({ separateShipping })}
        />
        {form.separateShipping && (
          <AddressFields
            id={`${id}-shipping`}
            legend={t("account.shippingAddress")}
            value={form.shipping}
            onChange={(next) => change({ shipping: next })}
            countries={countries}
            errors={errorsOf("shippingAddress", form.shipping)}
            companyRequired={false}
            withVatNumber={false}
            onTouch={() => undefined}
          />
        )}
        {outcome === "saved" && (
          <div role="status" className={formStyles.success}>
            <strong>{t("account.profile.savedTitle")}</strong>
            <p>{t("account.profile.saved")}</p>
          </div>
        )}
        {outcome === "failed" && (
          <FormFailure title={t("checkout.errors.title")} message={t("checkout.errors.generic")} />
        )}
        <div className={formStyles.submitRow}>
          <button type="submit" className={formStyles.submit} disabled={loading}>
            {t("account.profile.save")}
          </button>
          <Link to={accountPath(lang)}>{t("account.backToAccount")}</Link>
        </div>
      </form>
    </div>
  );
}
