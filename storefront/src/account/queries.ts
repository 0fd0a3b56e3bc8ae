import { graphql } from "../gql";

export const AccountFieldsFragment = graphql(`
  fragment AccountFields on Account {
    id
    username
    email
    phone
    billingAddress {
      ...AddressFields
    }
    shippingAddress {
      ...AddressFields
    }
  }
  fragment AddressFields on Address {
    title
    company
    addressSuffix
    firstname
    lastname
    street
    postalCode
    city
    country {
      id
      name
    }
    email
    vatRegistrationNumber
  }
`);

export const ViewerDocument = graphql(`
  query Viewer {
    viewer {
      ...AccountFields
    }
  }
`);

export const RefreshSessionDocument = graphql(`
  mutation RefreshSession {
    refreshSession {
      __typename
    }
  }
`);

export const LoginDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSucceeded {
        account {
          ...AccountFields
        }
      }
      ... on LoginRefused {
        reason
        message
      }
      ... on TooManyAttempts {
        retryAfterSeconds
      }
    }
  }
`);

export const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

export const ShippingCountriesDocument = graphql(`
  query ShippingCountries {
    shippingCountries {
      id
      name
      postalCodePattern
      isEU
    }
  }
`);

export const RegisterDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on RegistrationPending {
        email
      }
      ... on RegistrationInvalid {
        fields {
          ...FieldErrorFields
        }
      }
      ... on TooManyAttempts {
        retryAfterSeconds
      }
    }
  }
`);

export const ConfirmRegistrationDocument = graphql(`
  mutation ConfirmRegistration($code: String!) {
    confirmRegistration(code: $code) {
      __typename
      ... on RegistrationConfirmed {
        username
        alreadyConfirmed
      }
    }
  }
`);

export const UpdateAccountDetailsDocument = graphql(`
  mutation UpdateAccountDetails($input: AccountDetailsInput!) {
    updateAccountDetails(input: $input) {
      __typename
      ... on Account {
        ...AccountFields
      }
      ... on AccountDetailsInvalid {
        fields {
          ...FieldErrorFields
        }
      }
    }
  }
`);

/** A page of the signed-in customer's orders, newest first (BESTELLVERLAUF). */
export const AccountOrdersDocument = graphql(`
  query AccountOrders($first: Int, $after: String) {
    viewer {
      id
      orders(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            id
            number
            createdAt
            isQuote
            quoteState
            isBusinessCustomer
            status
            paymentStatus
            totals {
              shipping {
                ...MoneyFields
              }
              gross
            }
          }
        }
      }
    }
  }
`);

export const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      __typename
      ... on TooManyAttempts {
        retryAfterSeconds
      }
    }
  }
`);

export const ResetPasswordDocument = graphql(`
  mutation ResetPassword($code: String!, $password: String!) {
    resetPassword(code: $code, password: $password) {
      __typename
      ... on PasswordInvalid {
        fields {
          ...FieldErrorFields
        }
      }
    }
  }
`);

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($oldPassword: String!, $newPassword: String!) {
    changePassword(oldPassword: $oldPassword, newPassword: $newPassword) {
      __typename
      ... on PasswordInvalid {
        fields {
          ...FieldErrorFields
        }
      }
      ... on TooManyAttempts {
        retryAfterSeconds
      }
    }
  }
`);

export const RequestEmailChangeDocument = graphql(`
  mutation RequestEmailChange($email: String!) {
    requestEmailChange(email: $email) {
      __typename
      ... on EmailChangeRequested {
        email
      }
      ... on TooManyAttempts {
        retryAfterSeconds
      }
    }
  }
`);

export const ConfirmEmailChangeDocument = graphql(`
  mutation ConfirmEmailChange($code: String!) {
    confirmEmailChange(code: $code) {
      __typename
      ... on EmailChanged {
        email
      }
    }
  }
`);
