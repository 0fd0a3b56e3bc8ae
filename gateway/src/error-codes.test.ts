import { fileUpdateRefusalCodes, retryRefusalCodes, uploadRefusalCodes } from "@druckwerk/analytx/contract";
import {
  detailsUpdateRefusalCodes,
  emailCallbackRefusalCodes,
  emailChangeRefusalCodes,
  optinRefusalCodes,
  passwordChangeRefusalCodes,
  refreshRefusalCodes,
  resetCallbackRefusalCodes,
  resetRequestRefusalCodes,
  signinRefusalCodes,
  signupRefusalCodes,
  staffAddRefusalCodes,
  staffSigninRefusalCodes,
} from "@druckwerk/auth/contract";
import {
  cartErrorCodes,
  orderErrorCodes,
  orderStatuses,
  paymentMethodRefusalReasons,
  paymentStatuses,
} from "@druckwerk/checkout/contract";
import { formRefusalCodes } from "@druckwerk/cms/contract";
import { fieldErrorCodes } from "@druckwerk/platform";
import type { GraphQLEnumType } from "graphql";
import { describe, expect, it } from "vitest";
import { unreachableOrderCodes } from "./datasources/orders";
import { schema } from "./schema";

const valuesOf = (name: string) => {
  // Duck-typed: @graphql-tools builds the schema with graphql's CommonJS classes.
  const type = schema.getType(name) as GraphQLEnumType | undefined;
  if (!type || !("getValues" in type)) throw new Error(`${name} is no enum`);
  return type.getValues().map((value) => value.name);
};

/** The schema's codes are the services' closed lists: a code added on one side fails here. */
describe("the schema's error codes", () => {
  it("ErrorCode holds exactly the codes the services refuse with", () => {
    const serviceCodes = new Set([
      ...signinRefusalCodes,
      ...signupRefusalCodes.filter((code) => code !== "USERNAME_TAKEN"), // answered as a field error
      ...optinRefusalCodes,
      ...detailsUpdateRefusalCodes,
      ...resetRequestRefusalCodes,
      ...resetCallbackRefusalCodes,
      ...passwordChangeRefusalCodes,
      ...emailChangeRefusalCodes,
      ...emailCallbackRefusalCodes,
      ...refreshRefusalCodes,
      ...staffSigninRefusalCodes,
      ...staffAddRefusalCodes,
      ...formRefusalCodes,
      ...uploadRefusalCodes,
      ...fileUpdateRefusalCodes,
      ...retryRefusalCodes,
      ...cartErrorCodes,
      ...orderErrorCodes.filter((code) => !(unreachableOrderCodes as readonly string[]).includes(code)),
    ]);
    expect(valuesOf("ErrorCode").sort()).toEqual([...serviceCodes].sort());
  });

  it("FieldErrorCode is the platform's list of field codes", () => {
    expect(valuesOf("FieldErrorCode")).toEqual([...fieldErrorCodes]);
  });

  it("PaymentMethodRefusalReason is the checkout's list of reasons", () => {
    expect(valuesOf("PaymentMethodRefusalReason")).toEqual([...paymentMethodRefusalReasons]);
  });

  it("OrderStatus and PaymentStatus are the checkout's statuses", () => {
    expect(valuesOf("OrderStatus")).toEqual([...orderStatuses]);
    expect(valuesOf("PaymentStatus")).toEqual([...paymentStatuses]);
  });

  it("LoginRefusalReason is the sign-in refusals but the rate limit", () => {
    expect(valuesOf("LoginRefusalReason")).toEqual(signinRefusalCodes.filter((c) => c !== "RATE_LIMITED"));
  });
});
