import { graphql } from "../gql";

/** The countries with their shipping methods: the address forms' choices and the review's options. */
export const CheckoutCountriesDocument = graphql(`
  query CheckoutCountries {
    shippingCountries {
      id
      name
      postalCodePattern
      isEU
      taxRate
      shippingMethods {
        id
        kind
        name
        netCents
        shippingDays
      }
    }
  }
`);

export const PostalCodePlaceDocument = graphql(`
  query PostalCodePlace($countryId: ID!, $postalCode: String!) {
    postalCodePlace(countryId: $countryId, postalCode: $postalCode)
  }
`);

/** Which payment methods the shopper may choose, and why the others are not offered. */
export const PaymentMethodsFields = graphql(`
  fragment PaymentMethodsFields on PaymentMethodsResult {
    __typename
    ... on PaymentMethodList {
      methods {
        method
        available
        reason
      }
    }
    ... on CheckoutError {
      code
      message
    }
  }
`);

export const PaymentMethodsDocument = graphql(`
  query PaymentMethods($cartId: ID!, $countryId: ID) {
    availablePaymentMethods(cartId: $cartId, countryId: $countryId) {
      ...PaymentMethodsFields
    }
  }
`);

export const CheckoutErrorFields = graphql(`
  fragment CheckoutErrorFields on CheckoutError {
    code
    message
    reason
    fields {
      field
      code
      message
    }
  }
`);

export const OrderTotalsFields = graphql(`
  fragment OrderTotalsFields on OrderTotals {
    positions {
      ...MoneyFields
    }
    discount {
      ...MoneyFields
    }
    surcharge {
      ...MoneyFields
    }
    shipping {
      ...MoneyFields
    }
    net
    tax
    taxRate
    gross
  }
`);

export const OrderPreviewDocument = graphql(`
  query OrderPreview($input: PlaceOrderInput!) {
    orderPreview(input: $input) {
      __typename
      ... on OrderPreview {
        voucherCode
        productionDays
        deliveryDays
        shippingMethod {
          id
          name
          days
        }
        shippingOptions {
          methodId
          price {
            net
            gross
          }
        }
        totals {
          ...OrderTotalsFields
        }
      }
      ... on CheckoutError {
        ...CheckoutErrorFields
      }
    }
  }
`);

export const OrderAddressFields = graphql(`
  fragment OrderAddressFields on OrderAddress {
    title
    company
    firstname
    lastname
    street
    addressSuffix
    postalCode
    city
    countryId
    country
    email
    vatRegistrationNumber
  }
`);

/** An order as the result pages and the review of an existing order show it. */
export const OrderFields = graphql(`
  fragment OrderFields on Order {
    id
    number
    createdAt
    isQuote
    quoteValidUntil
    quoteState
    isBusinessCustomer
    legacy
    status
    paymentStatus
    paymentMethod
    email
    phone
    referenceNumber
    voucherCode
    productionDays
    deliveryDays
    documentUrl
    bankTransfer {
      accountHolder
      iban
      bic
      bankName
      reference
      amountCents
    }
    items {
      name
      quantity
      printMode
      surfaceFinish
      color {
        id
        name
        hex
      }
      price {
        ...MoneyFields
      }
      productionDays
      thumbnailUrl
      attachments {
        name
        url
      }
    }
    billingAddress {
      ...OrderAddressFields
    }
    shippingAddress {
      ...OrderAddressFields
    }
    shippingMethod {
      id
      name
      days
    }
    totals {
      ...OrderTotalsFields
    }
  }
`);

export const OrderDocument = graphql(`
  query Order($id: ID!, $token: String) {
    order(id: $id, token: $token) {
      ...OrderFields
    }
  }
`);

export const PlaceOrderDocument = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on OrderPlaced {
        paymentLink
        priceChanged
        order {
          ...OrderFields
        }
      }
      ... on CheckoutError {
        ...CheckoutErrorFields
      }
    }
  }
`);

export const ValidateVoucherDocument = graphql(`
  query ValidateVoucher($code: String!, $cartId: ID!, $isBusinessCustomer: Boolean!) {
    validateVoucher(code: $code, cartId: $cartId, isBusinessCustomer: $isBusinessCustomer) {
      __typename
      ... on Voucher {
        id
        voucherCode
        type
        value
        maxUsage
        usageCount
        freeShipping
        discount {
          ...MoneyFields
        }
      }
      ... on VoucherMinimumNotReached {
        code
        remainingCents
        minimumCents
      }
      ... on VoucherInvalid {
        code
      }
    }
  }
`);

export const CompletePayPalPaymentDocument = graphql(`
  mutation CompletePayPalPayment($orderId: ID!, $token: String!, $payerId: String, $success: Boolean!) {
    completePayPalPayment(orderId: $orderId, token: $token, payerId: $payerId, success: $success) {
      __typename
      ... on Order {
        ...OrderFields
      }
      ... on CheckoutError {
        code
        message
      }
    }
  }
`);

export const UpdateOrderPaymentDocument = graphql(`
  mutation UpdateOrderPayment($orderId: ID!, $input: UpdateOrderPaymentInput!) {
    updateOrderPayment(orderId: $orderId, input: $input) {
      __typename
      ... on OrderPayment {
        paymentLink
        order {
          ...OrderFields
        }
      }
      ... on CheckoutError {
        ...CheckoutErrorFields
      }
    }
  }
`);

export const ReorderDocument = graphql(`
  mutation Reorder($orderId: ID!, $idempotencyKey: String) {
    reorder(orderId: $orderId, idempotencyKey: $idempotencyKey) {
      __typename
      ... on OrderPlaced {
        priceChanged
        order {
          ...OrderFields
        }
      }
      ... on CheckoutError {
        code
        message
      }
    }
  }
`);

export const LegacyOrderTrackingDocument = graphql(`
  query LegacyOrderTracking($orderNumber: String!, $postalCode: String!) {
    legacyOrderTracking(orderNumber: $orderNumber, postalCode: $postalCode) {
      __typename
      ... on TooManyAttempts {
        retryAfterSeconds
      }
      ... on LegacyOrderTracking {
      orderNumber
      orderedAt
      status
      productionDays
      shippingDays
      email
      totalGrossCents
      shippingCostCents
      paymentMethod
      shippingAddress {
        ...LegacyAddressFields
      }
      billingAddress {
        ...LegacyAddressFields
      }
      }
    }
  }
  fragment LegacyAddressFields on LegacyAddress {
    firstname
    lastname
    street
    houseNumber
    postalCode
    city
    country
  }
`);

export const OrderPaymentMethodsDocument = graphql(`
  query OrderPaymentMethods($orderId: ID!, $token: String) {
    orderPaymentMethods(orderId: $orderId, token: $token) {
      ...PaymentMethodsFields
    }
  }
`);

export const AcceptQuoteDocument = graphql(`
  mutation AcceptQuote($orderId: ID!, $token: String, $paymentMethod: PaymentMethod!) {
    acceptQuote(orderId: $orderId, token: $token, paymentMethod: $paymentMethod) {
      __typename
      ... on OrderPayment {
        paymentLink
        order {
          ...OrderFields
        }
      }
      ... on CheckoutError {
        ...CheckoutErrorFields
      }
    }
  }
`);
