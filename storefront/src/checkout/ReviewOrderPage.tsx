import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useParams } from "react-router-dom";
import { useViewer } from "../account/useViewer";
import { languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { useCart } from "../cart/useCart";
import formStyles from "../forms/Form.module.css";
import { CheckField } from "../forms/fields";
import type { CheckoutErrorFieldsFragment } from "../gql/graphql";
import { useOrderProcess } from "../order/OrderProcess";
import { StepDisplay } from "../order/StepDisplay";
import { shownAmount, useFormatCents } from "../preferences/money";
import { usePreferences } from "../preferences/Preferences";
import styles from "./Checkout.module.css";
import { CustomerSummary } from "./CustomerSummary";
import { checkoutPath } from "./checkoutPaths";
import { paymentDetailsStore, pendingOrderStore, shippingMethodStore, voucherStore } from "./checkoutState";
import { ItemDetails, ItemLine } from "./ItemLine";
import { checkoutErrorKey, paymentMethodTexts } from "./labels";
import { OrderSums } from "./OrderSums";
import { EmptyCheckout } from "./PaymentDetailsPage";
import { orderInput } from "./paymentDetailsRules";
import { CheckoutCountriesDocument, OrderPreviewDocument, PlaceOrderDocument } from "./queries";
import { ReviewExistingOrder } from "./ReviewExistingOrder";
import { TermsCheck } from "./TermsCheck";
import { VoucherForm } from "./VoucherForm";

/** `/review-order` (+ `/{orderId}`: an existing order, read-only, to pay). */
export function ReviewOrderPage() {
  const { orderId } = useParams();
  return orderId ? <ReviewExistingOrder orderId={orderId} /> : <ReviewNewOrder />;
}

/** Refusals the shopper mends on the payment details page. */
const DETAILS_CODES = new Set([
  "INVALID_CONTACT",
  "INVALID_ADDRESS",
  "PAYMENT_METHOD_NOT_AVAILABLE",
  "LOGIN_REQUIRED",
]);
const VOUCHER_CODES = new Set(["DISCOUNT_NOT_VALID", "DISCOUNT_MIN_VALUE_NOT_REACHED"]);

function ReviewNewOrder() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const order = useOrderProcess();
  const formatCents = useFormatCents();
  const business = usePreferences().isBusinessCustomer.value;
  const { account } = useViewer();
  const { cart, cartId, loading: cartLoading } = useCart();
  const details = paymentDetailsStore.use();
  const voucher = voucherStore.use();
  const chosenShipping = shippingMethodStore.use();
  const countries = useQuery(CheckoutCountriesDocument).data?.shippingCountries ?? [];
  const [terms, setTerms] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const [newsletter, setNewsletter] = useState(false);
  const [failure, setFailure] = useState<CheckoutErrorFieldsFragment | "failed" | null>(null);
  const [place, { loading: placing }] = useMutation(PlaceOrderDocument);

  useEffect(() => order.checkingOut("review_order"), [order.checkingOut]);

  const deliveryCountryId =
    details && (details.separateShipping ? details.shipping : details.billing).countryId;
  const methods = countries.find((c) => c.id === deliveryCountryId)?.shippingMethods ?? [];
  const shippingMethod = methods.find((m) => m.id === chosenShipping) ?? methods[0];
  const input =
    details && cartId && shippingMethod
      ? orderInput(details, {
          cartId,
          business,
          shippingMethodId: shippingMethod.id,
          voucherId: voucher?.id,
          signedIn: Boolean(account),
        })
      : null;
  const previewQuery = useQuery(OrderPreviewDocument, {
    variables: { input: input ?? orderInputPlaceholder },
    skip: !input,
    fetchPolicy: "network-only",
  });
  const preview = previewQuery.data?.orderPreview;
  const previewError = preview?.__typename === "CheckoutError" ? preview : null;
  const priced = preview?.__typename === "OrderPreview" ? preview : null;

  if (!details) return <Navigate to={checkoutPath(lang, "payment-details")} replace />;
  if (!cartLoading && (!cart || cart.items.length === 0)) return <EmptyCheckout />;

  // Every option's price is the server's, for this very order (its VAT rate, its voucher).
  const shippingPrice = (method: (typeof methods)[number]) => {
    const option = priced?.shippingOptions.find((o) => o.methodId === method.id);
    if (!option) return "";
    return option.price.gross === 0
      ? t("checkout.sums.free")
      : formatCents(shownAmount(option.price, business));
  };

  const onPlace = async () => {
    if (!input || !priced || placing) return;
    if (!terms) {
      setTermsMissing(true);
      return;
    }
    setFailure(null);
    try {
      const result = (
        await place({
          variables: {
            input: { ...input, signupToNewsletter: newsletter, expectedTotalCents: priced.totals.gross },
          },
        })
      ).data?.placeOrder;
      if (result?.__typename === "CheckoutError") {
        setFailure(result);
        void previewQuery.refetch();
        return;
      }
      if (result?.__typename !== "OrderPlaced") throw new Error("no answer");
      const placed = result.order;
      const priceChange = result.priceChanged
        ? { expected: priced.totals.gross, charged: placed.totals.gross }
        : null;
      if (placed.paymentMethod === "PAYPAL" && result.paymentLink) {
        pendingOrderStore.set(placed.id);
        navigate(checkoutPath(lang, "redirecting"), { state: { paymentLink: result.paymentLink } });
      } else if (placed.isQuote) {
        navigate(checkoutPath(lang, "quote-generated"), {
          state: { email: placed.email, documentUrl: placed.documentUrl, number: placed.number },
        });
      } else {
        navigate(checkoutPath(lang, "order-complete", placed.id), { state: { priceChange } });
      }
    } catch {
      setFailure("failed");
    }
  };

  const failureText = (error: CheckoutErrorFieldsFragment | "failed") =>
    error === "failed" ? t("checkout.errors.generic") : t(checkoutErrorKey(error.code));
  const problem = failure ?? previewError;

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <StepDisplay />
      <h1 id={`${id}-title`}>{t("checkout.review.title")}</h1>
      <div className={styles.layout}>
        <div className={styles.main}>
          {problem && (
            <div role="alert" className={formStyles.failure} data-testid="checkout-problem">
              <strong>{t("checkout.errors.title")}</strong>
              <p>{failureText(problem)}</p>
              {problem !== "failed" && DETAILS_CODES.has(problem.code) && (
                <p>
                  <Link to={checkoutPath(lang, "payment-details")}>{t("checkout.review.editDetails")}</Link>
                </p>
              )}
              {problem !== "failed" && VOUCHER_CODES.has(problem.code) && voucher && (
                <p>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => voucherStore.set(undefined)}
                  >
                    {t("checkout.voucher.remove")}
                  </button>
                </p>
              )}
            </div>
          )}
          <section className={styles.panel} aria-labelledby={`${id}-items`}>
            <div className={styles.panelHeader}>
              <h2 id={`${id}-items`}>{t("checkout.review.items")}</h2>
              <Link to={`${languagePrefix(lang)}/cart`}>{t("checkout.editCart")}</Link>
            </div>
            <ul className={styles.items} data-testid="review-items">
              {cart?.items.map((item) => (
                <ItemLine
                  key={item.id}
                  name={item.name}
                  pictureUrl={item.thumbnailUrl ?? item.modelFile?.frontPictureUrl}
                  price={formatCents(shownAmount(item.price, business))}
                >
                  <ItemDetails
                    printMode={item.printMode?.name}
                    finish={item.surfaceFinishName}
                    color={item.color}
                    quantity={item.quantity}
                    productionDays={item.productionDays}
                    attachments={item.attachments}
                  />
                </ItemLine>
              ))}
            </ul>
          </section>
          <section className={styles.panel} aria-labelledby={`${id}-shipping`}>
            <fieldset className={styles.choices} data-testid="shipping-methods">
              <legend id={`${id}-shipping`}>{t("checkout.review.shipping")}</legend>
              {methods.map((method) => (
                <label key={method.id} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-shipping-method`}
                    checked={method.id === shippingMethod?.id}
                    onChange={() => shippingMethodStore.set(method.id)}
                  />
                  <span className={styles.choiceTitle}>{method.name}</span>
                  <span className={styles.choicePrice}>{shippingPrice(method)}</span>
                  <p className={styles.choiceText}>
                    {t("checkout.shippingDays", { count: method.shippingDays })}
                  </p>
                </label>
              ))}
            </fieldset>
          </section>
          <section className={styles.panel} aria-labelledby={`${id}-voucher`}>
            <h2 id={`${id}-voucher`}>{t("checkout.voucher.title")}</h2>
            {cartId && <VoucherForm cartId={cartId} business={business} />}
          </section>
          <CustomerSummary details={details} countries={countries} business={business} />
        </div>
        <aside className={styles.aside} aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`}>{t("checkout.review.summary")}</h2>
          {priced ? (
            <>
              <OrderSums totals={priced.totals} business={business} voucherCode={priced.voucherCode} />
              {priced.totals.surcharge.net > 0 && (
                <p className={styles.notice} data-testid="minimum-order">
                  {t("checkout.minimumOrder")}
                </p>
              )}
              <p className={styles.muted}>
                {t("checkout.review.deliveryTime", {
                  count: priced.deliveryDays,
                  production: priced.productionDays,
                })}
              </p>
            </>
          ) : (
            <p className={styles.muted} aria-busy={previewQuery.loading}>
              {previewQuery.loading ? t("checkout.loading") : t("checkout.review.noSums")}
            </p>
          )}
          <TermsCheck
            checked={terms}
            onChange={(checked) => {
              setTerms(checked);
              setTermsMissing(false);
            }}
            missing={termsMissing}
          />
          <CheckField label={t("checkout.review.newsletter")} checked={newsletter} onChange={setNewsletter} />
          <button
            type="button"
            className={`${styles.primary} ${styles.wide}`}
            onClick={() => void onPlace()}
            disabled={!priced || placing}
            aria-busy={placing}
            data-testid="place-order"
          >
            {t(paymentMethodTexts[details.paymentMethod].place)}
          </button>
        </aside>
      </div>
    </section>
  );
}

/** Variables for a skipped preview query: never sent. */
const orderInputPlaceholder = {
  cartId: "",
  email: "",
  paymentMethod: "PREPAID",
  isBusinessCustomer: false,
  billingAddress: { firstname: "", lastname: "", street: "", postalCode: "", city: "", countryId: "" },
  shippingMethodId: "",
} as const;
