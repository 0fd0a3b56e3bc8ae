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
