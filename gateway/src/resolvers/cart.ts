import { languageKey } from "@druckwerk/platform";
import type { GatewayContext } from "../context";
import type { CartErrorModel } from "../datasources/checkout";
import type { CartItemInput, CartItemUpdateInput, Resolvers } from "../generated/graphql";
import { toServiceLanguage } from "../language";
import { mediaUrl } from "./media-url";
import { deliveryEstimate, toPriceComponents } from "./price-details";
import { fromServiceUnit, toServiceUnit } from "./units";

const keyOf = (context: GatewayContext) => languageKey(toServiceLanguage(context.language));

const stepsOf = (steps: CartItemInput["processingSteps"]) =>
  steps?.map((s) => ({ stepId: s.stepId, option: s.option, quantity: s.quantity }));

function newItem(input: CartItemInput) {
  return {
    referencedId: input.modelFileId,
    givenUnitOfLength: toServiceUnit(input.unitOfLength),
    scale: input.scale,
    quantity: input.quantity,
    finishId: input.surfaceFinishId,
    colorId: input.colorId,
    ...(input.printModeId ? { printModeId: input.printModeId } : {}),
    ...(input.acknowledgedRepairInfo != null ? { acknowledgedRepairInfo: input.acknowledgedRepairInfo } : {}),
    ...(input.processingSteps ? { processingSteps: stepsOf(input.processingSteps) } : {}),
  };
}

function itemUpdate(input: CartItemUpdateInput) {
  const update: Record<string, unknown> = {};
  if (input.unitOfLength) update.givenUnitOfLength = toServiceUnit(input.unitOfLength);
  if (input.scale != null) update.scale = input.scale;
  if (input.quantity != null) update.quantity = input.quantity;
  if (input.printModeId) update.printModeId = input.printModeId;
  if (input.surfaceFinishId) update.finishId = input.surfaceFinishId;
  if (input.colorId) update.colorId = input.colorId;
  if (input.acknowledgedRepairInfo != null) update.acknowledgedRepairInfo = input.acknowledgedRepairInfo;
  if (input.processingSteps) update.processingSteps = stepsOf(input.processingSteps);
  return update;
}

/** The checkout service's refusal of a file it does not know. */
const objectNotFound = (id: string): CartErrorModel => ({
  kind: "error",
  code: "OBJECT_NOT_FOUND",
  message: `3D file ${id} not found`,
});

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_parent, { id }, { dataSources }) => dataSources.checkout.cart(id),
  },
  Mutation: {
    createCart: (_parent, _args, { dataSources }) => dataSources.checkout.createCart(),
    addCartItems: async (_parent, { cartId, items }, context) => {
      // The checkout service reads any file: another's is refused here, as it refuses an unknown one.
      const [unreadable] = await context.dataSources.analytx.unreadable(
        items.map((item) => item.modelFileId),
      );
      if (unreadable !== undefined) return objectNotFound(unreadable);
      return context.dataSources.checkout.addItems(cartId, items.map(newItem), keyOf(context));
    },
    updateCartItem: (_parent, { cartId, itemId, input }, context) =>
      context.dataSources.checkout.updateItem(cartId, itemId, itemUpdate(input), keyOf(context)),
    removeCartItem: (_parent, { cartId, itemId }, { dataSources }) =>
      dataSources.checkout.removeItem(cartId, itemId),
    setCartItemThumbnail: async (_parent, { cartId, itemId, file }, { dataSources }) =>
      dataSources.checkout.uploadToItem(cartId, itemId, "thumbnail", await file),
    addCartItemAttachment: async (_parent, { cartId, itemId, file }, { dataSources }) =>
      dataSources.checkout.uploadToItem(cartId, itemId, "attachments", await file),
  },
  CartResult: {
    __resolveType: (result) => ("kind" in result ? "CartError" : "Cart"),
  },
  Cart: {
    itemCount: (cart) => cart.items.length,
    total: (cart) => ({ net: cart.price.netPrice, gross: cart.price.totalPrice }),
    tax: (cart) => cart.price.tax,
    taxRate: (cart) => cart.price.taxRate,
    // The cart ships as one parcel: when its slowest line is done.
    deliveryEstimate: (cart, args, context) =>
      cart.items.length === 0
        ? null
        : deliveryEstimate(context, Math.max(...cart.items.map((item) => item.productionTime)), args),
  },
  CartItem: {
    id: (item) => item._id,
    modelFileId: (item) => item.referencedId,
    // Read for the shopper like any model file: a cart is read by its id alone, which proves no
    // ownership of its files, and the picture URLs answered go through the media route, which
    // answers only the file's readers anyway.
    modelFile: (item, _args, { dataSources }) => dataSources.analytx.file(item.referencedId),
    name: (item) => item.model.name,
    unitOfLength: (item) => fromServiceUnit(item.givenUnitOfLength),
    printMode: async (item, _args, { dataSources, language }) =>
      (await dataSources.pricing.printModes(language)).find((mode) => mode.id === item.printModeId) ?? null,
    surfaceFinishName: async (item, _args, { dataSources, language }) =>
      (await dataSources.pricing.printModes(language))
        .find((mode) => mode.id === item.printModeId)
        ?.surfaceFinishes.find((finish) => finish.id === item.surfaceFinishId)?.name ?? null,
    color: async (item, _args, { dataSources, language }) => {
      const modes = await dataSources.pricing.printModes(language);
      const current = modes.flatMap((mode) => mode.colors).find((color) => color.id === item.colorId);
      return {
        id: item.colorId,
        name: current?.name ?? item.color.name,
        hex: current?.hex ?? item.color.hex,
      };
    },
    attachments: (item, _args, context) =>
      item.attachments.map((path) => ({
        name: decodeURIComponent(path.split("/").pop() ?? "").replace(/^[0-9a-f]{8}-/, ""),
        url: mediaUrl(context, "checkout", path),
      })),
    thumbnailUrl: (item, _args, context) =>
      item.thumbnail ? mediaUrl(context, "checkout", item.thumbnail) : null,
    price: (item) => ({ net: item.pricing.netPrice, gross: item.pricing.totalPrice }),
    priceBeforeDiscount: (item) => ({
      net: item.beforeDiscount.netPrice,
      gross: item.beforeDiscount.totalPrice,
    }),
    piecePrice: (item) => ({ net: item.piecePrice.netPrice, gross: item.piecePrice.totalPrice }),
    productionDays: (item) => item.productionTime,
    priceBreakdown: (item) => toPriceComponents(item.priceBreakdown),
    processingStepSurcharges: (item) =>
      item.processingStepSurcharges.map((s) => ({
        stepId: s.stepId,
        optionId: s.optionId,
        piecePrice: { net: s.piecePrice.netPrice, gross: s.piecePrice.totalPrice },
        extraDays: s.extraDays,
      })),
    deliveryEstimate: (item, args, context) => deliveryEstimate(context, item.productionTime, args),
  },
};
