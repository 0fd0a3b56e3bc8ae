import { graphql } from "../gql";

export const SubmitContactFormDocument = graphql(`
  mutation SubmitContactForm($input: ContactFormInput!) {
    submitContactForm(input: $input) {
      __typename
      ... on FormInvalid {
        code
        message
        fields {
          field
          code
          message
        }
      }
      ... on FormRateLimited {
        retryAfterSeconds
      }
    }
  }
`);
