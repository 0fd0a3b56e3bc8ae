import { graphql } from "../gql";

/** A price explained: its components, net and gross. */
export const PriceComponentFields = graphql(`
  fragment PriceComponentFields on PriceComponent {
    kind
    amount {
      net
      gross
    }
  }
`);

/** When an order placed now would arrive. */
export const DeliveryEstimateFields = graphql(`
  fragment DeliveryEstimateFields on DeliveryEstimate {
    date
    productionDays
    shippingDays
    shippingMethodName
  }
`);

/** The chosen selection's breakdown and delivery date, for the configurator's price. */
export const PriceDetailsDocument = graphql(`
  query PriceDetails($input: PriceInput!) {
    price(input: $input) {
      net
      gross
      breakdown {
        ...PriceComponentFields
      }
      deliveryEstimate {
        ...DeliveryEstimateFields
      }
    }
  }
`);
