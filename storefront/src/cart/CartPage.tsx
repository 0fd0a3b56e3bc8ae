import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { useViewer } from "../account/useViewer";
import { homePath } from "../app/routing";
import { useLanguage } from "../app/useLanguage";
import { checkoutPath } from "../checkout/checkoutPaths";
import type { ErrorCode } from "../gql/graphql";
import { numberFormat } from "../i18n/formats";
import { useOrderProcess } from "../order/OrderProcess";
import { StepDisplay } from "../order/StepDisplay";
import { WaitingModels } from "../order/WaitingModels";
import { shownAmount, useFormatCents } from "../preferences/money";
import { usePreferences } from "../preferences/Preferences";
import { DeliveryDate } from "../pricing/DeliveryDate";
import { Delayed } from "../shared/Delayed";
import styles from "./Cart.module.css";
import { CartItemRow } from "./CartItemRow";
import { useCartErrorText } from "./cartErrors";
import { RemoveCartItemDocument, UpdateCartItemDocument } from "./queries";
import { useCart } from "./useCart";

/** The cart list: every item with its controls, the sum and the way on. */
export function CartPage() {
  const formatCents = useFormatCents();
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const order = useOrderProcess();
  const { isBusinessCustomer } = usePreferences();
  const business = isBusinessCustomer.value;
  const { cart, cartId, loading } = useCart();
  const { account } = useViewer();
  const [update] = useMutation(UpdateCartItemDocument);
  const [remove] = useMutation(RemoveCartItemDocument);
  const errorText = useCartErrorText();
  const [error, setError] = useState<ErrorCode | null>(null);
  const items = cart?.items ?? [];

  const changeQuantity = async (itemId: string, quantity: number) => {
    if (!cartId) return;
    setError(null);
    const result = await update({ variables: { cartId, itemId, input: { quantity } } });
    if (result.data?.updateCartItem.__typename === "CartError") setError(result.data.updateCartItem.code);
  };
  const removeItem = async (itemId: string) => {
    if (!cartId) return;
    setError(null);
    const result = await remove({ variables: { cartId, itemId } });
    const answer = result.data?.removeCartItem;
    if (answer?.__typename === "CartError") setError(answer.code);
    if (answer?.__typename === "Cart" && answer.itemCount === 0) order.cartEmptied();
  };

  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <StepDisplay />
      <WaitingModels />
      <h1 id="cart-title">{t("cart.title")}</h1>
      {error && (
        <p role="alert" className={styles.error}>
          {errorText(error)}
        </p>
      )}
      {loading && !cart && (
        <Delayed>
          <p>{t("cart.loading")}</p>
        </Delayed>
      )}
      {!loading && items.length === 0 && (
        <div className={styles.empty}>
          <p>{t("cart.empty")}</p>
          <Link to={`${homePath(lang)}#upload`} className={styles.primary} onClick={order.startUpload}>
            {t("cart.uploadFile")}
          </Link>
        </div>
      )}
      {items.length > 0 && cartId && (
        <>
          <ul className={styles.items}>
            {items.map((item) => (
              <CartItemRow
                key={item.id}
                cartId={cartId}
                item={item}
                business={business}
                onQuantity={(quantity) => void changeQuantity(item.id, quantity)}
                onRemove={() => void removeItem(item.id)}
              />
            ))}
          </ul>
          <div className={styles.total}>
            <span>{t("cart.sum")}</span>
            <strong data-testid="cart-total">{cart && formatCents(shownAmount(cart.total, business))}</strong>
            {cart && (
              <small data-testid="cart-tax">
                {t(business ? "cart.taxAdded" : "cart.taxIncluded", {
                  rate: numberFormat(lang, { maximumFractionDigits: 3 }).format(cart.taxRate),
                  tax: formatCents(cart.tax),
                })}
              </small>
            )}
            {cart?.deliveryEstimate && (
              <DeliveryDate estimate={cart.deliveryEstimate} className={styles.totalDelivery} />
            )}
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                order.startUpload();
                navigate(homePath(lang));
              }}
            >
              {t("cart.addAnother")}
            </button>
            <div className={styles.checkoutButtons}>
              <Link
                to={`${checkoutPath(lang, "payment-details")}?payment=quote`}
                className={styles.secondary}
              >
                {t("cart.quote")}
                {!account && <small className={styles.membersOnly}> {t("checkout.membersOnly")}</small>}
              </Link>
              <Link to={checkoutPath(lang, "payment-details")} className={styles.primary}>
                {t("cart.orderNow")}
              </Link>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
