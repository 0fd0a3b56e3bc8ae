import { useQuery } from "@apollo/client/react";
import { registrationLimits } from "@druckwerk/auth/contract";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { AddressFields } from "../account/AddressFields";
import { loginPath, loginTarget, registerPath } from "../account/accountPaths";
import type { BillingInput } from "../account/addressRules";
import { useViewer } from "../account/useViewer";
import type { AddressInput, Problem } from "../account/validation";
import { languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { useCart } from "../cart/useCart";
import formStyles from "../forms/Form.module.css";
import { CheckField, TextField } from "../forms/fields";
import type { PaymentMethod } from "../gql/graphql";
import { useOrderProcess } from "../order/OrderProcess";
import { StepDisplay } from "../order/StepDisplay";
import { usePreferences } from "../preferences/Preferences";
import { CartSummary } from "./CartSummary";
import styles from "./Checkout.module.css";
import { checkoutPath } from "./checkoutPaths";
import { type PaymentDetailsForm, paymentDetailsStore } from "./checkoutState";
import { OrderPaymentDetails } from "./OrderPaymentDetails";
import { PaymentMethodChoice } from "./PaymentMethodChoice";
import { paymentDetailsProblems } from "./paymentDetailsRules";
import { detailsFromAccount } from "./prefill";
import { CheckoutCountriesDocument, PaymentMethodsDocument } from "./queries";
import { usePlaceAutofill } from "./usePlaceAutofill";

/** `/payment-details` (+ `/{orderId}`: pay an existing order another way). */
export function PaymentDetailsPage() {
  const { orderId } = useParams();
  return orderId ? <OrderPaymentDetails orderId={orderId} /> : <NewOrderPaymentDetails />;
}

const REFERENCE_MAX = 100;

/** The customer and payment data of a new order (spec: payment details). */
function NewOrderPaymentDetails() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const order = useOrderProcess();
  const { isBusinessCustomer, setBusinessCustomer } = usePreferences();
  const business = isBusinessCustomer.value;
  const { account, known } = useViewer();
  const { cart, cartId, loading } = useCart();
  const countries = useQuery(CheckoutCountriesDocument).data?.shippingCountries ?? [];
  const defaultCountry = countries[0]?.id ?? "";
  const [params, setParams] = useSearchParams();
  const stored = paymentDetailsStore.use();
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);

  const base = stored ?? detailsFromAccount(account, "PREPAID");
  // The first country is the default once the countries are known (spec: address forms).
  const withCountry = <A extends AddressInput>(address: A): A =>
    address.countryId ? address : { ...address, countryId: defaultCountry };
  const form: PaymentDetailsForm = {
    ...base,
    billing: withCountry(base.billing),
    shipping: withCountry(base.shipping),
  };
  const save = (change: Partial<PaymentDetailsForm>) => paymentDetailsStore.set({ ...form, ...change });
  const setBilling = (billing: BillingInput) => save({ billing });

  useEffect(() => order.checkingOut("provideCustomerDetails"), [order.checkingOut]);
  // The cart's quote button asks for a quote (`?payment=quote`), once the account's details are known.
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    if (params.get("payment") !== "quote" || !known) return;
    paymentDetailsStore.set({ ...formRef.current, paymentMethod: "QUOTE" });
    setParams({}, { replace: true });
  }, [params, setParams, known]);

  usePlaceAutofill(form.billing, (city) => {
    const current = paymentDetailsStore.get() ?? form;
    if (!current.billing.city.trim())
      paymentDetailsStore.set({ ...current, billing: { ...current.billing, city } });
  });
  usePlaceAutofill(form.shipping, (city) => {
    const current = paymentDetailsStore.get() ?? form;
    if (!current.shipping.city.trim())
      paymentDetailsStore.set({ ...current, shipping: { ...current.shipping, city } });
  });

  const methods = useQuery(PaymentMethodsDocument, {
    variables: { cartId: cartId ?? "", countryId: form.billing.countryId || null },
    skip: !cartId || !form.billing.countryId || !known,
    fetchPolicy: "cache-and-network",
  }).data?.availablePaymentMethods;
  const availability = methods?.__typename === "PaymentMethodList" ? methods.methods : [];
  const chosen = availability.find((m) => m.method === form.paymentMethod);

  const problems: Record<string, Problem> = paymentDetailsProblems(form, countries, business);
  if (chosen && !chosen.available) problems.paymentMethod = { code: "METHOD_NOT_AVAILABLE" };
  const textOf = (problem: Problem) =>
    problem.code === "METHOD_NOT_AVAILABLE"
      ? t("checkout.details.methodNotAvailable")
      : t([`account.errors.${problem.code}`, `forms.fieldErrors.${problem.code}`], problem.values);
  const errorAt = (field: string) => {
    const problem = problems[field];
    return problem && (submitted || touched.has(field)) ? textOf(problem) : undefined;
  };
  const addressErrors = (prefix: string, address: AddressInput) =>
    Object.fromEntries(Object.keys(address).map((field) => [field, errorAt(`${prefix}.${field}`)]));
  const touch = (field: string) => setTouched((seen) => (seen.has(field) ? seen : new Set(seen).add(field)));

  if (!loading && (!cart || cart.items.length === 0)) return <EmptyCheckout />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) {
      // After React has marked the fields: the first one at fault gets the focus.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus(),
      );
      return;
    }
    paymentDetailsStore.set(form);
    navigate(checkoutPath(lang, "review-order"));
  };

  const register = () => {
    paymentDetailsStore.set(form);
    loginTarget.remember(checkoutPath(lang, "payment-details"));
    navigate(registerPath(lang));
  };

  const customerType = (value: boolean, label: string) => (
    <label>
      <input
        type="radio"
        name={`${id}-customer`}
        checked={business === value}
        onChange={() => setBusinessCustomer(value)}
      />
      {label}
    </label>
  );

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <StepDisplay />
      <h1 id={`${id}-title`}>{t("checkout.details.title")}</h1>
      <form className={styles.layout} onSubmit={onSubmit} noValidate>
        <div className={styles.main}>
          {!account && known && (
            <p className={styles.notice}>
              {t("checkout.details.haveAccount")}{" "}
              <Link
                className={styles.textLink}
                to={loginPath(lang)}
                onClick={() => loginTarget.remember(checkoutPath(lang, "payment-details"))}
              >
                {t("account.login.link")}
              </Link>
            </p>
          )}
          <div className={styles.panel}>
            <h2>{t("checkout.details.contact")}</h2>
            <fieldset className={styles.segmented}>
              <legend>{t("checkout.details.customerType")}</legend>
              {customerType(false, t("checkout.details.private"))}
              {customerType(true, t("checkout.details.business"))}
            </fieldset>
            <div className={formStyles.grid}>
              <TextField
                id={`${id}-email`}
                label={t("account.fields.email")}
                type="email"
                value={form.email}
                onChange={(email) => save({ email })}
                max={registrationLimits.email.max}
                required
                autoComplete="email"
                onBlur={() => touch("email")}
                error={errorAt("email")}
                hint={t("checkout.details.emailHint")}
              />
              <TextField
                id={`${id}-phone`}
                label={t("account.fields.phone")}
                type="tel"
                inputMode="tel"
                value={form.phone}
                onChange={(phone) => save({ phone })}
                max={registrationLimits.phone.max}
                autoComplete="tel"
                onBlur={() => touch("phone")}
                error={errorAt("phone")}
              />
            </div>
            {business && (
              <TextField
                id={`${id}-billing-email`}
                label={t("checkout.details.billingEmail")}
                type="email"
                value={form.billing.email}
                onChange={(email) => setBilling({ ...form.billing, email })}
                max={registrationLimits.email.max}
                autoComplete="email"
                hint={t("checkout.details.billingEmailHint")}
                onBlur={() => touch("billingAddress.email")}
                error={errorAt("billingAddress.email")}
              />
            )}
          </div>
          <div className={styles.panel}>
            <AddressFields
              id={`${id}-billing`}
              legend={t("account.billingAddress")}
              value={form.billing}
              onChange={(address) => setBilling({ ...form.billing, ...address })}
              countries={countries}
              errors={addressErrors("billingAddress", form.billing)}
              companyRequired={business}
              withVatNumber={business}
              onTouch={(field) => touch(`billingAddress.${field}`)}
            />
            <CheckField
              label={t("account.separateShipping")}
              checked={form.separateShipping}
              onChange={(separateShipping) => save({ separateShipping })}
            />
            {form.separateShipping && (
              <AddressFields
                id={`${id}-shipping`}
                legend={t("account.shippingAddress")}
                value={form.shipping}
                onChange={(shipping) => save({ shipping })}
                countries={countries}
                errors={addressErrors("shippingAddress", form.shipping)}
                companyRequired={false}
                withVatNumber={false}
                onTouch={(field) => touch(`shippingAddress.${field}`)}
              />
            )}
          </div>
          <div className={styles.panel}>
            <PaymentMethodChoice
              name={`${id}-method`}
              value={form.paymentMethod}
              onChange={(paymentMethod: PaymentMethod) => save({ paymentMethod })}
              availability={availability}
              signedIn={Boolean(account)}
              error={errorAt("paymentMethod")}
            />
          </div>
          <div className={styles.panel}>
            <TextField
              id={`${id}-reference`}
              label={t("checkout.details.reference")}
              value={form.referenceNumber}
              onChange={(referenceNumber) => save({ referenceNumber })}
              max={REFERENCE_MAX}
              hint={t("checkout.details.referenceHint")}
            />
            {account && (
              <CheckField
                label={t("checkout.details.saveAddress")}
                checked={form.saveNewAddress}
                onChange={(saveNewAddress) => save({ saveNewAddress })}
              />
            )}
          </div>
          <div className={styles.actions}>
            <Link className={styles.secondary} to={`${languagePrefix(lang)}/cart`}>
              {t("checkout.backToCart")}
            </Link>
            {!account && known && (
              <button type="button" className={styles.secondary} onClick={register}>
                {t("checkout.details.register")}
              </button>
            )}
            <button type="submit" className={styles.primary}>
              {t("checkout.details.next")}
            </button>
          </div>
        </div>
        <CartSummary />
      </form>
    </section>
  );
}

/** The checkout of an empty cart: nothing to order yet. */
export function EmptyCheckout() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <section className={styles.page}>
      <div className={styles.center}>
        <h1>{t("checkout.empty.title")}</h1>
        <p className={styles.muted}>{t("checkout.empty.body")}</p>
        <p>
          <Link className={styles.primary} to={`${languagePrefix(lang) || ""}/#upload`}>
            {t("cart.uploadFile")}
          </Link>
        </p>
      </div>
    </section>
  );
}
