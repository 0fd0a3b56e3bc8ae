import type { AccessRefused } from "../datasources/staff";
import type { Resolvers, StaffRole } from "../generated/graphql";

const STAFF_ONLY_MESSAGE = "Only the shop's staff may do this: sign in to the back office";

/** `StaffOnly` or `AdminOnly`, as the auth service refused. */
const refused = ({ code, message }: Pick<AccessRefused, "code" | "message">) =>
  code === "ADMIN_ONLY"
    ? { __typename: "AdminOnly" as const, code, message }
    : { __typename: "StaffOnly" as const, code, message };

/** The refusal of a staff operation to a guest or a customer. */
export const staffOnly = () => ({
  __typename: "StaffOnly" as const,
  code: "STAFF_ONLY" as const,
  message: STAFF_ONLY_MESSAGE,
});

const roles: Record<"staff" | "admin", StaffRole> = { staff: "STAFF", admin: "ADMIN" };

/** The back office's accounts (schema/staff.graphql). */
export const staffResolvers: Resolvers = {
  Query: {
    async staffMe(_parent, _args, { staffSession, dataSources }) {
      if (!staffSession.token) return null;
      const member = await dataSources.staff.member(staffSession.token);
      if (!member) staffSession.end();
      return member;
    },
    async staffMembers(_parent, _args, { staffSession, dataSources }) {
      if (!staffSession.token) return staffOnly();
      const answer = await dataSources.staff.members(staffSession.token);
      return "kind" in answer ? refused(answer) : { __typename: "StaffMemberList", members: answer };
    },
  },
  Mutation: {
    async staffLogin(_parent, { email, password }, { staffSession, dataSources }) {
      const answer = await dataSources.staff.signIn(email, password);
      if (answer.kind === "rate-limited")
        return { __typename: "TooManyAttempts", code: "RATE_LIMITED", ...answer };
      if (answer.kind === "refused")
        return { __typename: "StaffLoginRefused", code: "INVALID_CREDENTIALS", message: answer.message };
      staffSession.start(answer.token, answer.expiresAt);
      return { __typename: "StaffLoginSucceeded", member: answer.member };
    },
    async staffLogout(_parent, _args, { staffSession, dataSources }) {
      if (staffSession.token) await dataSources.staff.signOut(staffSession.token);
      staffSession.end();
      return true;
    },
    async addStaffMember(_parent, { input }, { staffSession, dataSources }) {
      if (!staffSession.token) return staffOnly();
      const role = input.role === "ADMIN" ? "admin" : "staff";
      const answer = await dataSources.staff.add(staffSession.token, { ...input, role });
      if (!("kind" in answer)) return { __typename: "StaffMember", ...answer };
      if (answer.kind === "access-refused") return refused(answer);
      if (answer.kind === "taken")
        return { __typename: "EmailTaken", code: "EMAIL_TAKEN", message: answer.message };
      return {
        __typename: "StaffMemberInvalid",
        code: "VALIDATION_FAILED",
        message: answer.message,
        fields: answer.fields,
      };
    },
  },
  StaffMember: {
    role: (member) => roles[member.role],
  },
};
