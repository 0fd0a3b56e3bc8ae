import { graphql } from "../gql";

/** A field the server refused, as fieldErrorTexts words it. */
export const FieldErrorFields = graphql(`
  fragment FieldErrorFields on FieldError {
    field
    code
  }
`);

/** What every form mutation's answer is read for (see useFormSubmission). */
export const FormOutcomeFields = graphql(`
  fragment FormOutcomeFields on FormResult {
    __typename
    ... on FormInvalid {
      fields {
        ...FieldErrorFields
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
