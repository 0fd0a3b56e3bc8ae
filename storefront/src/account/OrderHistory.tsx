import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { homePath, languagePrefix } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { orderStatusKey } from "../checkout/labels";
import type { AccountOrdersQuery } from "../gql/graphql";
import { locales } from "../i18n";
import { shownAmount, useFormatCents } from "../preferences/money";
import styles from "./Account.module.css";
import { AccountOrdersDocument } from "./queries";

const PAGE = 10;
type Edge = NonNullable<AccountOrdersQuery["viewer"]>["orders"]["edges"][number];

/** BESTELLVERLAUF: the customer's orders, newest first, a card each, more on request. */
export function OrderHistory() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const formatCents = useFormatCents();
  const client = useApolloClient();
  const first = useQuery(AccountOrdersDocument, {
    variables: { first: PAGE },
    fetchPolicy: "cache-and-network",
  });
  const [more, setMore] = useState<{ edges: Edge[]; endCursor: string | null; hasNextPage: boolean } | null>(
    null,
  );
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = first.data?.viewer?.orders;
  if (!connection) return <p className={styles.muted}>{first.loading ? t("checkout.loading") : ""}</p>;
  const edges = [...connection.edges, ...(more?.edges ?? [])];
  const page = more ?? connection.pageInfo;

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const { data } = await client.query({
        query: AccountOrdersDocument,
        variables: { first: PAGE, after: page.endCursor },
        fetchPolicy: "network-only",
      });
      const next = data?.viewer?.orders;
      if (next)
        setMore({
          edges: [...(more?.edges ?? []), ...next.edges],
          endCursor: next.pageInfo.endCursor ?? null,
          hasNextPage: next.pageInfo.hasNextPage,
        });
    } finally {
      setLoadingMore(false);
    }
  };

  if (edges.length === 0)
    return (
      <>
        <p className={styles.muted}>{t("account.history.empty")}</p>
        <Link to={`${homePath(lang)}#upload`} className={styles.primary}>
          {t("account.history.start")}
        </Link>
      </>
    );
  return (
    <>
      <ul className={styles.orders} data-testid="order-history">
        {edges.map(({ node: order }) => (
          <li key={order.id}>
            <Link className={styles.orderCard} to={`${languagePrefix(lang)}/order-details/${order.id}`}>
              <span className={styles.orderNumber}>
                {t(order.isQuote ? "account.history.quote" : "account.history.order", {
                  number: order.number,
                })}
              </span>
              <span className={styles.orderStatus}>
                {t(orderStatusKey(order))}
                {order.paymentStatus === "PAYMENT_REFUNDED" && ` · ${t("checkout.facts.refunded")}`}
              </span>
              <span className={styles.muted}>
                {new Date(order.createdAt).toLocaleDateString(locales[lang], { dateStyle: "medium" })}
              </span>
              <span className={styles.orderTotal}>
                {formatCents(order.totals.gross)}
                <small>
                  {" "}
                  {t("account.history.shipping", {
                    shipping: formatCents(shownAmount(order.totals.shipping, order.isBusinessCustomer)),
                  })}
                </small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {t("account.history.count", { shown: edges.length, count: connection.totalCount })}
      </p>
      {page.hasNextPage && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void loadMore()}
          disabled={loadingMore}
        >
          {t("account.history.more")}
        </button>
      )}
    </>
  );
}
