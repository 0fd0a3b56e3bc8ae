import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { estimateDelivery, germanHolidays, isBusinessDay, SHOP_TIME_ZONE } from "@druckwerk/shipping";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { analysedModel, type Json } from "./rest-client";

const PRICE = `query ($input: PriceInput!, $country: String, $method: ID) { price(input: $input) {
  net gross productionDays
  breakdown { kind amount { net gross } }
  deliveryEstimate(countryCode: $country, shippingMethodId: $method) {
    date shipDate orderDate productionDays shippingDays shippingMethodName countryCode }
} }`;

const ITEM = `id quantity productionDays price { net gross } processingSteps { stepId option quantity }
  priceBreakdown { kind amount { net gross } }
  processingStepSurcharges { stepId optionId piecePrice { net gross } extraDays }
  deliveryEstimate { date productionDays shippingDays }`;
const CART_RESULT = `__typename ... on Cart { total { net gross } deliveryEstimate { date productionDays }
  items { ${ITEM} } } ... on CartError { code message }`;

const pa12 = {
  printModeId: "sls-pa12-white",
  surfaceFinishId: "sls-pa12-white-raw",
  colorId: "sls-pa12-white-white",
};
const insertM4 = { stepId: "sls-pa12-white-inserts", option: "sls-pa12-white-inserts-m4" };

const sum = (components: { amount: { net: number; gross: number } }[]) => ({
  net: components.reduce((total, c) => total + c.amount.net, 0),
  gross: components.reduce((total, c) => total + c.amount.gross, 0),
});

/** The estimate the shop's rule gives now; either side of the request, should a minute turn. */
const expectedDelivery = (production: number, shipping: number) =>
  estimateDelivery(
    new Date(),
    { production, shipping },
    { cutoffMinutes: 14 * 60, timeZone: SHOP_TIME_ZONE, holidays: germanHolidays() },
  ).deliveryDay;

describe.each(testDatabaseKinds())("price details: steps, breakdown, delivery (%s)", (kind) => {
  let shop: TestShop;
  let modelFileId: string;
  beforeAll(async () => {
    shop = await startTestShop(kind);
    modelFileId = await analysedModel(shop.servicesUrl, models.block(), "block.stl");
  });
  afterAll(() => shop?.stop());

  async function ask(
    query: string,
    variables: Record<string, unknown> = {},
    headers?: Record<string, string>,
  ) {
    const { data, errors } = await shop.graphql<Record<string, Json>>(query, variables, headers);
    expect(errors).toBeUndefined();
    return Object.values(data ?? {})[0];
  }

  it("explains a price in components that add up to it, quantity discount included", async () => {
    const input = { modelFileId, ...pa12, scale: 2.37, quantity: 12 };
    const before = expectedDelivery(5, 3);
    const price = await ask(PRICE, { input });
    const after = expectedDelivery(5, 3);
    expect(sum(price.breakdown)).toEqual({ net: price.net, gross: price.gross });
    const kinds = price.breakdown.map((c: Json) => c.kind);
    expect(kinds).toEqual(["MATERIAL", "MACHINE_SPACE", "HANDLING", "QUANTITY_DISCOUNT"]);
    expect(price.breakdown.at(-1).amount.net).toBeLessThan(0);

    expect(price.deliveryEstimate).toMatchObject({
      productionDays: 5,
      shippingDays: 3,
      shippingMethodName: "Standard-Versand",
      countryCode: "DE",
    });
    expect([before, after]).toContain(price.deliveryEstimate.date);
    expect(isBusinessDay(price.deliveryEstimate.date, germanHolidays())).toBe(true);
  });

  it("estimates delivery by the shipping method asked for, and refuses one the shop does not ship by", async () => {
    const input = { modelFileId, ...pa12 };
    const express = await ask(
      PRICE,
      { input, country: "AT", method: "express" },
      { "accept-language": "en" },
    );
    expect(express.deliveryEstimate).toMatchObject({
      countryCode: "AT",
      shippingMethodName: "Express shipping",
    });
    const { errors } = await shop.graphql(PRICE, { input, country: "XX" });
    expect(errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "UNKNOWN_COUNTRY" });
    const wrongMethod = await shop.graphql(PRICE, { input, method: "pigeon" });
    expect(wrongMethod.errors?.[0]?.extensions).toMatchObject({ reason: "UNKNOWN_SHIPPING_METHOD" });
  });

  it("prices a processing step chosen for a cart item into its line and its days", async () => {
    const cartId = (await ask("mutation { createCart { id } }")).id as string;
    const added = await ask(
      `mutation ($cartId: ID!, $items: [CartItemInput!]!) { addCartItems(cartId: $cartId, items: $items) { ${CART_RESULT} } }`,
      {
        cartId,
        items: [{ modelFileId, unitOfLength: "MM", scale: 1, quantity: 3, ...pa12, printModeId: undefined }],
      },
    );
    const plain = added.items[0];
    expect(sum(plain.priceBreakdown)).toEqual(plain.price);
    const offer = plain.processingStepSurcharges.find((s: Json) => s.optionId === insertM4.option);
    expect(offer).toEqual({
      stepId: insertM4.stepId,
      optionId: insertM4.option,
      piecePrice: { net: 140, gross: 167 },
      extraDays: 1,
    });

    const UPDATE = `mutation ($cartId: ID!, $itemId: ID!, $input: CartItemUpdateInput!) {
      updateCartItem(cartId: $cartId, itemId: $itemId, input: $input) { ${CART_RESULT} } }`;
    const changed = await ask(UPDATE, {
      cartId,
      itemId: plain.id,
      input: { processingSteps: [{ ...insertM4, quantity: 2 }] },
    });
    const item = changed.items[0];
    // two M4 inserts on each of three pieces: 6 × 140 ct
    expect(item.price.net - plain.price.net).toBe(6 * 140);
    expect(item.productionDays).toBe(plain.productionDays + 1);
    expect(item.priceBreakdown.find((c: Json) => c.kind === "PROCESSING_STEPS").amount.net).toBe(840);
    expect(sum(item.priceBreakdown)).toEqual(item.price);
    expect(changed.total).toEqual(item.price);
    expect(item.deliveryEstimate.productionDays).toBe(6);
    expect(changed.deliveryEstimate.productionDays).toBe(6);

    // Taking the step off prices the line as before.
    const undone = await ask(UPDATE, { cartId, itemId: plain.id, input: { processingSteps: [] } });
    expect(undone.items[0].price).toEqual(plain.price);

    // A step of another print mode is the shopper's mistake, with a stable code; nothing changes.
    const refused = await ask(UPDATE, {
      cartId,
      itemId: plain.id,
      input: { processingSteps: [{ stepId: "fdm-pla-inserts", option: "fdm-pla-inserts-m4", quantity: 1 }] },
    });
    expect(refused).toMatchObject({ __typename: "CartError", code: "INVALID_PROCESSING_STEPS" });
  });
});
