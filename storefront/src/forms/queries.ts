import { graphql } from "../gql";

/** What every form mutation's answer is read for (see useFormSubmission). */
export const FormOutcomeFields = graphql(`
  fragment FormOutcomeFields on FormResult {
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
`);

export const SubmitContactFormDocument = graphql(`
  mutation SubmitContactForm($input: ContactFormInput!) {
    submitContactForm(input: $input) {
      ...FormOutcomeFields
    }
  }
`);

export const SubscribeNewsletterDocument = graphql(`
  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {
    subscribeNewsletter(input: $input) {
      ...FormOutcomeFields
    }
  }
`);

export const SubmitVatIdDocument = graphql(`
  mutation SubmitVatId($input: VatIdInput!) {
    submitVatId(input: $input) {
      ...FormOutcomeFields
    }
  }
`);
