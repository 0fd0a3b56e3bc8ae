import { needsVatNumber, registrationLimits } from "@druckwerk/auth/contract";
import { useTranslation } from "react-i18next";
import formStyles from "../forms/Form.module.css";
import { TextField } from "../forms/fields";
import type { ShippingCountriesQuery } from "../gql/graphql";
import { type AddressInput, addressCountry } from "./validation";

type Country = ShippingCountriesQuery["shippingCountries"][number];

/** One address of the registration: billing (with company and VAT number) or shipping. */
export function AddressFields(props: {
  id: string;
  legend: string;
  value: AddressInput;
  onChange(value: AddressInput): void;
  countries: Country[];
  /** Messages by field, shown once the shopper has been there or tried to send. */
  errors: Partial<Record<keyof AddressInput, string>>;
  companyRequired: boolean;
  withVatNumber: boolean;
  /** The shopper left a field. */
  onTouch(field: keyof AddressInput): void;
}) {
  const { t } = useTranslation();
  const { value, errors } = props;
  const country = props.countries.find((c) => c.id === value.countryId);
  const field = (name: keyof AddressInput, required = false, autoComplete?: string) => (
    <TextField
      id={`${props.id}-${name}`}
      label={t(`account.fields.${name}`)}
      value={value[name]}
      onChange={(next) => props.onChange({ ...value, [name]: next })}
      max={registrationLimits[name].max}
      required={required}
      autoComplete={autoComplete}
      onBlur={() => props.onTouch(name)}
      error={errors[name]}
    />
  );
  return (
    <fieldset className={formStyles.bugReport}>
      <legend>{props.legend}</legend>
      {field("company", props.companyRequired, "organization")}
      <div className={formStyles.grid}>
        {field("firstname", true, "given-name")}
        {field("lastname", true, "family-name")}
      </div>
      {field("street", true, "street-address")}
      {field("addressSuffix")}
      <div className={formStyles.grid}>
        {field("postalCode", true, "postal-code")}
        {field("city", true, "address-level2")}
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${props.id}-countryId`}>
          {t("account.fields.countryId")}
          <span aria-hidden="true"> *</span>
        </label>
        <select
          id={`${props.id}-countryId`}
          value={value.countryId}
          autoComplete="country"
          onChange={(event) => props.onChange({ ...value, countryId: event.target.value })}
        >
          {props.countries.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {props.withVatNumber && (
        <TextField
          id={`${props.id}-vatRegistrationNumber`}
          label={t("account.fields.vatRegistrationNumber")}
          value={value.vatRegistrationNumber}
          onChange={(next) => props.onChange({ ...value, vatRegistrationNumber: next })}
          max={registrationLimits.vatRegistrationNumber.max}
          required={needsVatNumber(value.company, country && addressCountry(country))}
          disabled={!value.company.trim()}
          hint={value.company.trim() ? undefined : t("account.vatNeedsCompany")}
          placeholder="DE123456789"
          onBlur={() => props.onTouch("vatRegistrationNumber")}
          error={errors.vatRegistrationNumber}
        />
      )}
    </fieldset>
  );
}
