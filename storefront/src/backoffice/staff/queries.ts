import { graphql } from "../../gql";

export const StaffMembersDocument = graphql(`
  query StaffMembers {
    staffMembers {
      __typename
      ... on StaffMemberList {
        members {
          ...StaffMemberFields
          createdAt
        }
      }
      ... on ErrorResult {
        code
      }
    }
  }
`);

export const AddStaffMemberDocument = graphql(`
  mutation AddStaffMember($input: StaffMemberInput!) {
    addStaffMember(input: $input) {
      __typename
      ... on StaffMember {
        ...StaffMemberFields
        createdAt
      }
      ... on StaffMemberInvalid {
        fields {
          field
          code
        }
      }
      ... on ErrorResult {
        code
      }
    }
  }
`);
