import type { BillingAddress, DetailsUpdate, ShippingAddress } from "@druckwerk/auth/contract";
import type { OrderAddress } from "@druckwerk/checkout/contract";
import type { GatewayContext } from "../context";
import type { OrderModel } from "../datasources/orders";
import type { PlaceOrderInput } from "../generated/graphql";
import { present } from "./account";
import { newsletterFields } from "./forms";

/** `NewsletterSignupInput.salutation`: at most 20 characters. */
const MAX_SALUTATION_LENGTH = 20;
/** The salutation of a newsletter signup whose billing address gives no title. */
export const NEUTRAL_SALUTATION = "Keine Angabe";

const shippingAddressOf = (address: OrderAddress): ShippingAddress =>
  present({
    company: address.company,
    addressSuffix: address.addressSuffix,
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    countryId: address.countryId,
  });

const billingAddressOf = (address: OrderAddress): BillingAddress => ({
  ...shippingAddressOf(address),
  ...present({
    title: address.title,
    email: address.email,
    vatRegistrationNumber: address.vatRegistrationNumber,
  }),
});

/**
 * The order's details as the account's new ones: its billing address (with the VAT id a business
 * customer gave), its shipping address when the shopper gave one apart, its phone. The order's
 * addresses, not the input's: as the checkout checked and normalised them.
 */
export function accountDetailsOf(order: OrderModel, separateShipping: boolean): DetailsUpdate {
  return {
    phone: order.phone,
    billingAddress: billingAddressOf(order.billingInformation),
    shippingAddress: separateShipping ? shippingAddressOf(order.shippingInformation) : null,
  };
}

/** The newsletter signup of the order's e-mail with the billing address's names; the box was ticked. */
export function orderNewsletterFields(order: OrderModel): Record<string, string> {
  const { title, firstname, lastname } = order.billingInformation;
  return newsletterFields({
    salutation: title && title.length <= MAX_SALUTATION_LENGTH ? title : NEUTRAL_SALUTATION,
    firstName: firstname,
    lastName: lastname,
    mail: order.email,
    confirmation: true,
  });
}

async function saveAddress(
  context: GatewayContext,
  token: string,
  order: OrderModel,
  input: PlaceOrderInput,
) {
  const answer = await context.dataSources.auth.updateDetails(
    token,
    accountDetailsOf(order, Boolean(input.shippingAddress)),
  );
  if (answer.kind !== "updated") {
    context.logger.warn(
      { requestId: context.requestId, orderNumber: order.orderNumber, refusal: answer },
      "the order's address was not saved to the account",
    );
  }
}

async function signUpToNewsletter(context: GatewayContext, order: OrderModel) {
  const result = await context.dataSources.forms.submit(orderNewsletterFields(order));
  if (result.__typename !== "FormSubmitted") {
    context.logger.warn(
      { requestId: context.requestId, orderNumber: order.orderNumber, refusal: result },
      "the order's newsletter signup was refused",
    );
  }
}

/**
 * What placing an order asks besides the order (docs/orders.md, "After the order"): the account's
 * new address (`saveNewAddress`, signed-in shoppers: `token`) and the newsletter signup
 * (`signupToNewsletter`), side by side. The caller runs them once, for the order its call created.
 * A refusal or failure is logged with the request id and never fails the order.
 */
export async function followUpOrder(
  context: GatewayContext,
  input: PlaceOrderInput,
  order: OrderModel,
  token: string | null,
): Promise<void> {
  const logged = (what: string) => (err: unknown) => {
    context.logger.error({ err, requestId: context.requestId, orderNumber: order.orderNumber }, what);
  };
  await Promise.all([
    input.saveNewAddress && token
      ? saveAddress(context, token, order, input).catch(logged("saving the order's address failed"))
      : undefined,
    input.signupToNewsletter
      ? signUpToNewsletter(context, order).catch(logged("the order's newsletter signup failed"))
      : undefined,
  ]);
}
