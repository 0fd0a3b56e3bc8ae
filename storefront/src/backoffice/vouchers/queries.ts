import { graphql } from "../../gql";

export const StaffVoucherFieldsFragment = graphql(`
  fragment StaffVoucherFields on StaffVoucher {
    id
    voucherCode
    type
    value
    fromDate
    toDate
    minValueCents
    maxUsage
    freeShipping
    usedCount
  }
`);

export const StaffVouchersDocument = graphql(`
  query StaffVouchers {
    staffVouchers {
      __typename
      ... on StaffVoucherList {
        vouchers {
          ...StaffVoucherFields
        }
      }
    }
  }
`);

export const StaffVoucherResultFragment = graphql(`
  fragment StaffVoucherResultFields on StaffVoucherResult {
    __typename
    ...StaffVoucherFields
    ... on CheckoutError {
      code
      fields {
        field
        code
      }
    }
  }
`);

export const CreateVoucherDocument = graphql(`
  mutation CreateVoucher($input: VoucherInput!) {
    createVoucher(input: $input) {
      ...StaffVoucherResultFields
    }
  }
`);

export const UpdateVoucherDocument = graphql(`
  mutation UpdateVoucher($id: ID!, $input: VoucherInput!) {
    updateVoucher(id: $id, input: $input) {
      ...StaffVoucherResultFields
    }
  }
`);

export const EndVoucherDocument = graphql(`
  mutation EndVoucher($id: ID!) {
    endVoucher(id: $id) {
      ...StaffVoucherResultFields
    }
  }
`);
