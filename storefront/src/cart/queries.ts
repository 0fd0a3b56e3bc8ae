import { graphql } from "../gql";

/** An amount as the server gives it; the storefront only formats it. */
export const MoneyFields = graphql(`
  fragment MoneyFields on Money {
    net
    gross
  }
`);

export const CartItemFields = graphql(`
  fragment CartItemFields on CartItem {
    id
    modelFileId
    name
    unitOfLength
    scale
    quantity
    printModeId
    printMode {
      id
      name
      processingSteps {
        id
        name
        options {
          id
          name
        }
      }
    }
    surfaceFinishId
    surfaceFinishName
    color {
      id
      name
      hex
    }
    acknowledgedRepairInfo
    processingSteps {
      stepId
      option
      quantity
    }
    attachments {
      name
      url
    }
    thumbnailUrl
    modelFile {
      id
      dimensions {
        x
        y
        z
      }
      frontPictureUrl
    }
    price {
      ...MoneyFields
    }
    priceBeforeDiscount {
      ...MoneyFields
    }
    piecePrice {
      ...MoneyFields
    }
    productionDays
    priceBreakdown {
      ...PriceComponentFields
    }
    processingStepSurcharges {
      stepId
      optionId
      piecePrice {
        ...MoneyFields
      }
      extraDays
    }
  }
`);

/** The cart as its page shows it: items, total and the VAT the service computed. */
export const CartFields = graphql(`
  fragment CartFields on Cart {
    id
    itemCount
    total {
      ...MoneyFields
    }
    tax
    taxRate
    deliveryEstimate {
      ...DeliveryEstimateFields
    }
    items {
      ...CartItemFields
    }
  }
`);

export const CartDocument = graphql(`
  query Cart($id: ID!) {
    cart(id: $id) {
      ...CartFields
    }
  }
`);

export const CreateCartDocument = graphql(`
  mutation CreateCart {
    createCart {
      id
    }
  }
`);

export const AddCartItemsDocument = graphql(`
  mutation AddCartItems($cartId: ID!, $items: [CartItemInput!]!) {
    addCartItems(cartId: $cartId, items: $items) {
      __typename
      ... on Cart {
        id
        itemCount
        items {
          id
        }
      }
      ... on CartError {
        code
        message
      }
    }
  }
`);

export const UpdateCartItemDocument = graphql(`
  mutation UpdateCartItem($cartId: ID!, $itemId: ID!, $input: CartItemUpdateInput!) {
    updateCartItem(cartId: $cartId, itemId: $itemId, input: $input) {
      __typename
      ... on Cart {
        ...CartFields
      }
      ... on CartError {
        code
        message
      }
    }
  }
`);

export const RemoveCartItemDocument = graphql(`
  mutation RemoveCartItem($cartId: ID!, $itemId: ID!) {
    removeCartItem(cartId: $cartId, itemId: $itemId) {
      __typename
      ... on Cart {
        ...CartFields
      }
      ... on CartError {
        code
        message
      }
    }
  }
`);
