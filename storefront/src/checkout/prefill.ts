import type { BillingInput } from "../account/addressRules";
import { emptyBilling } from "../account/addressRules";
import { type AddressInput, emptyAddress } from "../account/validation";
import type { AccountFieldsFragment, AddressFieldsFragment, PaymentMethod } from "../gql/graphql";
import type { PaymentDetailsForm } from "./checkoutState";
import { emptyPaymentDetails } from "./paymentDetailsRules";

function addressOf(address: AddressFieldsFragment): AddressInput {
  return {
    ...emptyAddress(address.country.id),
    company: address.company ?? "",
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    addressSuffix: address.addressSuffix ?? "",
    postalCode: address.postalCode,
    city: address.city,
    vatRegistrationNumber: address.vatRegistrationNumber ?? "",
  };
}

function billingOf(address: AddressFieldsFragment): BillingInput {
  return { ...emptyBilling(), ...addressOf(address), title: address.title ?? "", email: address.email ?? "" };
}

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
    shipping: account.shippingAddress ? addressOf(account.shippingAddress) : emptyAddress(),
  };
}
