import { billingOf, shippingOf } from "../account/accountAddresses";
import { emptyAddress } from "../account/validation";
import type { AccountFieldsFragment, PaymentMethod } from "../gql/graphql";
import type { PaymentDetailsForm } from "./checkoutState";
import { emptyPaymentDetails } from "./paymentDetailsRules";

/** The payment details a signed-in customer starts with: the account's contact and addresses. */
export function detailsFromAccount(
  account: AccountFieldsFragment | null,
  paymentMethod: PaymentMethod,
): PaymentDetailsForm {
  const empty = emptyPaymentDetails("", paymentMethod);
  if (!account) return empty;
  return {
    ...empty,
    email: account.email,
    phone: account.phone ?? "",
    billing: billingOf(account.billingAddress),
    separateShipping: account.shippingAddress !== null,
    shipping: account.shippingAddress ? shippingOf(account.shippingAddress) : emptyAddress(),
  };
}
