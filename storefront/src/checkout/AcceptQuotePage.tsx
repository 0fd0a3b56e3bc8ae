import { useMutation, useQuery } from "@apollo/client/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { loginPath, loginTarget } from "../account/accountPaths";
import { useViewer } from "../account/useViewer";
import { homePath, languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { FormFailure } from "../forms/fields";
import type { OrderFieldsFragment, PaymentMethod } from "../gql/graphql";
import styles from "./Checkout.module.css";
import { checkoutErrorKey } from "./labels";
import { CheckoutLoading, OrderUnavailable } from "./OrderNotice";
import { formatDay, OrderAddresses, OrderFacts, OrderItemList } from "./OrderParts";
import { OrderSums } from "./OrderSums";
import { PaymentMethodChoice } from "./PaymentMethodChoice";
import { AcceptQuoteDocument, OrderDocument, OrderPaymentMethodsDocument } from "./queries";
import { TermsCheck } from "./TermsCheck";
import { useToPayPal } from "./toPayPal";

/** The methods a quote may be ordered with: never a quote again. */
const ACCEPT_METHODS: PaymentMethod[] = ["PREPAID", "INVOICE", "PAYPAL"];

const orderPagePath = (lang: ReturnType<typeof useLanguage>, orderId: string) =>
  `${languagePrefix(lang)}/order-details/${encodeURIComponent(orderId)}`;

/**
 * `/accept-quote/{orderId}` (the link in the quote's mail, `?token=` for a guest's): the quote's
 * items and quoted sums with its validity, the payment methods the checkout allows this shopper,
 * and the button that turns it into the order at exactly these prices (docs/orders.md, "Quotes").
 * A customer's quote needs their session: a signed-out visitor signs in and comes back.
 */
export function AcceptQuotePage() {
  const lang = useLanguage();
  const location = useLocation();
  const { orderId = "" } = useParams();
  const [query] = useSearchParams();
  const token = query.get("token");
  const { account, known } = useViewer();
  // Always the server's state: the quote may have been accepted in another tab, or the shopper
  // just signed in (the cache would still hold the signed-out `null`).
  const { data, loading, error } = useQuery(OrderDocument, {
    variables: { id: orderId, token },
    fetchPolicy: "network-only",
  });
  const order = error ? null : data?.order;
  if (loading || (!order && !known)) return <CheckoutLoading />;
  if (!order && !account && !token) {
    loginTarget.remember(`${location.pathname}${location.search}`);
    return <Navigate to={loginPath(lang)} replace />;
  }
  // An order that never was a quote has nothing to accept.
  if (!order?.quoteState) return <OrderUnavailable />;
  if (order.quoteState !== "OPEN") return <ClosedQuote order={order} />;
  return <OpenQuote order={order} token={token} signedIn={Boolean(account)} />;
}

/** A quote that can no longer be accepted: expired, accepted already, or cancelled. */
function ClosedQuote({ order }: { order: OrderFieldsFragment }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const state =
    order.quoteState === "EXPIRED" ? "expired" : order.quoteState === "ACCEPTED" ? "accepted" : "cancelled";
  const date = order.quoteValidUntil ? formatDay(order.quoteValidUntil, lang) : "";
  return (
    <section className={styles.page}>
      <div className={styles.center} data-testid={`quote-${state}`}>
        <h1>{t(`checkout.acceptQuote.${state}Title`, { number: order.number })}</h1>
        <p className={state === "accepted" ? styles.success : styles.notice} role="status">
          {t(`checkout.acceptQuote.${state}Text`, { date })}
        </p>
        <p>
          <Link
            className={styles.primary}
            to={state === "expired" ? `${homePath(lang)}#upload` : orderPagePath(lang, order.id)}
          >
            {t(state === "expired" ? "checkout.acceptQuote.newQuote" : "checkout.acceptQuote.toOrder")}
          </Link>
        </p>
      </div>
    </section>
  );
}

function OpenQuote(props: { order: OrderFieldsFragment; token: string | null; signedIn: boolean }) {
  const { order, token } = props;
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const toPayPal = useToPayPal();
  const id = useId();
  const methods = useQuery(OrderPaymentMethodsDocument, {
    variables: { orderId: order.id, token },
    fetchPolicy: "network-only",
  });
  const [accept, { loading: accepting }] = useMutation(AcceptQuoteDocument);
  const availability =
    methods.data?.orderPaymentMethods.__typename === "PaymentMethodList"
      ? methods.data.orderPaymentMethods.methods
      : [];
  const firstAllowed = ACCEPT_METHODS.find((m) => availability.some((a) => a.method === m && a.available));
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const method = chosen ?? firstAllowed ?? "PREPAID";
  const [terms, setTerms] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const business = order.isBusinessCustomer;
  const validUntil = formatDay(order.quoteValidUntil ?? order.createdAt, lang);

  const onAccept = async () => {
    if (accepting) return;
    if (!terms) {
      setTermsMissing(true);
      return;
    }
    setFailure(null);
    try {
      const result = (await accept({ variables: { orderId: order.id, token, paymentMethod: method } })).data
        ?.acceptQuote;
      if (result?.__typename === "CheckoutError") {
        setFailure(t(checkoutErrorKey(result.code)));
        return;
      }
      if (result?.__typename !== "OrderPayment") throw new Error("no answer");
      if (result.paymentLink) toPayPal(order.id, result.paymentLink);
      else navigate(orderPagePath(lang, order.id), { state: { quoteAccepted: true } });
    } catch {
      setFailure(t("checkout.errors.generic"));
    }
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t("checkout.acceptQuote.title", { number: order.number })}</h1>
      <p className={`${styles.lead} ${styles.pageLead}`}>
        {t("checkout.acceptQuote.lead", { date: validUntil })}
      </p>
      {/* The customer's details come after the summary on a phone: the decision first. */}
      <div className={`${styles.layout} ${styles.layoutRows}`}>
        <div className={styles.main}>
          {failure && <FormFailure title={t("checkout.errors.title")} message={failure} />}
          <section className={styles.panel} aria-labelledby={`${id}-items`}>
            <div className={styles.panelHeader}>
              <h2 id={`${id}-items`}>{t("checkout.review.items")}</h2>
              <a href={order.documentUrl} target="_blank" rel="noreferrer">
                {t("checkout.quote.document")}
              </a>
            </div>
            <OrderItemList order={order} business={business} />
          </section>
        </div>
        <aside className={`${styles.aside} ${styles.asideBeside}`} aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`}>{t("checkout.review.summary")}</h2>
          <p className={styles.validity} data-testid="accept-valid-until">
            {t("checkout.acceptQuote.validUntil", { date: validUntil })}
          </p>
          <OrderSums totals={order.totals} business={business} voucherCode={order.voucherCode} />
          <PaymentMethodChoice
            name={`${id}-method`}
            value={method}
            onChange={setChosen}
            availability={availability}
            methods={ACCEPT_METHODS}
            signedIn={props.signedIn}
          />
          <TermsCheck
            checked={terms}
            onChange={(checked) => {
              setTerms(checked);
              setTermsMissing(false);
            }}
            missing={termsMissing}
          />
          <p className={styles.muted}>{t("checkout.acceptQuote.binding")}</p>
          <button
            type="button"
            className={`${styles.primary} ${styles.wide}`}
            onClick={() => void onAccept()}
            disabled={accepting}
            aria-busy={accepting}
            data-testid="accept-quote"
          >
            {t(method === "PAYPAL" ? "checkout.acceptQuote.paypal" : "checkout.acceptQuote.button")}
          </button>
        </aside>
        <section className={styles.panel} aria-labelledby={`${id}-facts`}>
          <h2 id={`${id}-facts`}>{t("checkout.review.customer")}</h2>
          <OrderFacts order={order} />
          <OrderAddresses order={order} />
        </section>
      </div>
    </section>
  );
}
