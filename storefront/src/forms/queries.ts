import { graphql } from "../gql";

export const SubscribeNewsletterDocument = graphql(`
  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {
    subscribeNewsletter(input: $input) {
      __typename
      ... on FormInvalid {
        fields {
          field
          message
        }
      }
      ... on FormRateLimited {
        retryAfterSeconds
      }
    }
  }
`);

export const SubmitVatIdDocument = graphql(`
  mutation SubmitVatId($input: VatIdInput!) {
    submitVatId(input: $input) {
      __typename
      ... on FormInvalid {
        fields {
          field
          message
        }
      }
      ... on FormRateLimited {
        retryAfterSeconds
      }
    }
  }
`);
