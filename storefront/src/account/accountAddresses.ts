import type { AddressFieldsFragment } from "../gql/graphql";
import { type BillingInput, emptyBilling } from "./addressRules";
import { type AddressInput, emptyAddress } from "./validation";

/** An address of the account as a form edits it. */
export function shippingOf(address: AddressFieldsFragment): AddressInput {
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

/** The account's billing address as a form edits it, with salutation and billing e-mail. */
export function billingOf(address: AddressFieldsFragment): BillingInput {
  return {
    ...emptyBilling(),
    ...shippingOf(address),
    title: address.title ?? "",
    email: address.email ?? "",
  };
}
