import { graphql } from "../gql";

export const StaffMemberFieldsFragment = graphql(`
  fragment StaffMemberFields on StaffMember {
    id
    name
    email
    role
  }
`);

export const StaffMeDocument = graphql(`
  query StaffMe {
    staffMe {
      ...StaffMemberFields
    }
  }
`);

export const StaffLoginDocument = graphql(`
  mutation StaffLogin($email: String!, $password: String!) {
    staffLogin(email: $email, password: $password) {
      __typename
      ... on StaffLoginSucceeded {
        member {
          ...StaffMemberFields
        }
      }
      ... on TooManyAttempts {
        retryAfterSeconds
      }
    }
  }
`);

export const StaffLogoutDocument = graphql(`
  mutation StaffLogout {
    staffLogout
  }
`);

export const StaffOrdersDocument = graphql(`
  query StaffOrders($filter: StaffOrderFilter, $sort: StaffOrderSort, $first: Int, $after: String) {
    staffOrders(filter: $filter, sort: $sort, first: $first, after: $after) {
      __typename
      ... on OrderConnection {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            number
            createdAt
            status
            paymentStatus
            paymentMethod
            email
            billingAddress {
              firstname
              lastname
              company
            }
            totals {
              gross
            }
          }
        }
      }
    }
  }
`);

export const StaffOrderFieldsFragment = graphql(`
  fragment StaffOrderFields on StaffOrder {
    customerId
    language
    nextStatuses
    refundable
    order {
      id
      number
      createdAt
      status
      paymentStatus
      paymentMethod
      email
      phone
      referenceNumber
      trackingNumber
      isQuote
      billingAddress {
        ...OrderAddressFields
      }
      shippingAddress {
        ...OrderAddressFields
      }
      shippingMethod {
        name
      }
      totals {
        gross
      }
      documentUrl
    }
    items {
      line {
        name
        quantity
        printMode
        surfaceFinish
        color {
          name
        }
        attachments {
          name
          url
        }
      }
      printMode {
        name
        features {
          minWallThickness
        }
      }
      thinnestWall
      wallThicknessImageUrl(size: 240)
      modelFile {
        id
        originalFilename
        originalUrl
        dimensions {
          x
          y
          z
        }
        analysis {
          volume
          shells
          manifold
        }
        repairInfo {
          flippedPolygons
          closedOpenLoops
          mergedVertexPairs
          removedFlatOpenShells
        }
        frontPictureUrl
        modelUrl
        repairedDownloadUrl
      }
    }
    auditTrail {
      kind
      actorName
      at
      fromStatus
      toStatus
      trackingNumber
      fromPaymentStatus
      toPaymentStatus
      refundedCents
      note
    }
  }
`);

export const StaffOrderDocument = graphql(`
  query StaffOrder($id: ID!) {
    staffOrder(id: $id) {
      __typename
      ...StaffOrderFields
    }
  }
`);

/** What every change of an order answers: the order as it is now, or why it was refused. */
export const StaffOrderChangeFragment = graphql(`
  fragment StaffOrderChange on StaffOrderResult {
    __typename
    ...StaffOrderFields
    ... on CheckoutError {
      code
    }
  }
`);

export const ChangeOrderStatusDocument = graphql(`
  mutation ChangeOrderStatus($orderId: ID!, $from: OrderStatus!, $to: OrderStatus!, $trackingNumber: String) {
    changeOrderStatus(orderId: $orderId, from: $from, to: $to, trackingNumber: $trackingNumber) {
      ...StaffOrderChange
    }
  }
`);

export const MarkOrderPaidDocument = graphql(`
  mutation MarkOrderPaid($orderId: ID!) {
    markOrderPaid(orderId: $orderId) {
      ...StaffOrderChange
    }
  }
`);

export const AddOrderNoteDocument = graphql(`
  mutation AddOrderNote($orderId: ID!, $text: String!) {
    addOrderNote(orderId: $orderId, text: $text) {
      ...StaffOrderChange
    }
  }
`);

export const RefundOrderDocument = graphql(`
  mutation RefundOrder($orderId: ID!) {
    refundOrder(orderId: $orderId) {
      ...StaffOrderChange
    }
  }
`);
