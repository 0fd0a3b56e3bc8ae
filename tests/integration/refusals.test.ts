import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingAddress, browser } from "./browser";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";

/**
 * Every refusal a shopper can cause, through the gateway: each answers its typed result with the
 * code the service decided, never UPSTREAM_INVALID_RESPONSE or INTERNAL_SERVER_ERROR. (Cart and
 * price refusals have their own files.)
 */

interface Answer {
  __typename: string;
  code?: string;
  reason?: string;
  message?: string;
  fields?: { field: string; code: string }[];
}

const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on LoginRefused { reason message }
    ... on TooManyAttempts { code message retryAfterSeconds }
  }
}`;
const REGISTER = `mutation ($input: RegisterInput!) {
  register(input: $input) {
    __typename
    ... on RegistrationInvalid { code message fields { field code message } }
    ... on TooManyAttempts { code }
  }
}`;
const CONFIRM = `mutation ($code: String!) {
  confirmRegistration(code: $code) { __typename ... on ConfirmationFailed { code message } }
}`;
const CONTACT = `mutation ($input: ContactFormInput!) {
  submitContactForm(input: $input) {
    __typename
    ... on FormInvalid { code message fields { field code } }
    ... on FormRateLimited { code retryAfterSeconds }
  }
}`;
const UPLOAD = `mutation ($file: Upload!) {
  uploadModel(file: $file) {
    __typename
    ... on UploadModelSuccess { task { id } modelFile { id } }
    ... on FileRejected { code message }
  }
}`;
const UPDATE_FILE = `mutation ($id: ID!, $input: ModelFileUpdateInput!) {
  updateModelFile(id: $id, input: $input) {
    __typename
    ... on ModelFileNotFound { id message }
    ... on ModelFileUpdateInvalid { code message fields { field code } }
  }
}`;
const RETRY = `mutation ($id: ID!) {
  retryAnalysis(taskId: $id) { __typename ... on RetryRefused { code message } }
}`;

const registration = {
  username: "refusal-tester",
  password: "geheim1234",
  email: "tester@example.com",
  privacyAccepted: true,
  billingAddress,
};

const contact = {
  firstName: "Erika",
  lastName: "Mustermann",
  mail: "erika@example.com",
  subject: "Frage",
  message: "Wie dick muss eine Wand sein?",
  confirmation: true,
};

describe("refusals through the gateway", () => {
  let shop: TestShop;
  let clientNumber = 0;
  /** Each test is its own client (X-Forwarded-For through a trusted proxy), so limits do not cross. */
  const asNewClient = () => ({ "x-forwarded-for": `198.51.100.${++clientNumber}` });

  async function mutate(query: string, variables: Record<string, unknown>, headers = asNewClient()) {
    const response = await shop.graphql<Record<string, Answer>>(query, variables, headers);
    expect(response.errors).toBeUndefined();
    return Object.values(response.data ?? {})[0] as Answer;
  }

  async function upload(bytes: Uint8Array, filename: string) {
    const { data } = await shop.graphqlUpload<{ uploadModel: Answer }>(UPLOAD, {}, { bytes, filename });
    return data?.uploadModel as Answer & { task?: { id: string }; modelFile?: { id: string } };
  }

  beforeAll(async () => {
    shop = await startTestShop("pglite", {
      TRUST_PROXY: "loopback",
      AUTH_RATE_LIMIT: "2",
      FORMS_RATE_LIMIT: "2",
    });
  });
  afterAll(() => shop?.stop());

  describe("login", () => {
    it("refuses a 300-character user name as credentials that do not match", async () => {
      const answer = await mutate(LOGIN, { input: { username: "x".repeat(300), password: "whatever1" } });
      expect(answer).toMatchObject({ __typename: "LoginRefused", reason: "INVALID_CREDENTIALS" });
    });

    it("refuses an unknown user and an empty password alike", async () => {
      const answer = await mutate(LOGIN, { input: { username: "nobody-here", password: "" } });
      expect(answer).toMatchObject({ __typename: "LoginRefused", reason: "INVALID_CREDENTIALS" });
    });

    it("answers TooManyAttempts past the limit", async () => {
      const client = asNewClient();
      const input = { username: "nobody-here", password: "wrong-password" };
      await mutate(LOGIN, { input }, client);
      await mutate(LOGIN, { input }, client);
      const answer = await mutate(LOGIN, { input }, client);
      expect(answer).toMatchObject({ __typename: "TooManyAttempts", code: "RATE_LIMITED" });
    });
  });

  describe("registration", () => {
    it("names every field at fault with its code", async () => {
      const answer = await mutate(REGISTER, {
        input: {
          ...registration,
          username: "a@b",
          email: "no address",
          phone: "1".repeat(300),
          billingAddress: { ...registration.billingAddress, firstname: "E".repeat(300), postalCode: "1" },
        },
      });
      expect(answer).toMatchObject({ __typename: "RegistrationInvalid", code: "VALIDATION_FAILED" });
      expect(answer.fields).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: "username", code: "TOO_SHORT" }),
          expect.objectContaining({ field: "email", code: "INVALID_EMAIL" }),
          expect.objectContaining({ field: "phone", code: "TOO_LONG" }),
          expect.objectContaining({ field: "billingAddress.firstname", code: "TOO_LONG" }),
        ]),
      );
    });

    it("refuses a sign-up without the privacy statement accepted", async () => {
      const answer = await mutate(REGISTER, { input: { ...registration, privacyAccepted: false } });
      expect(answer).toMatchObject({
        __typename: "RegistrationInvalid",
        code: "VALIDATION_FAILED",
        fields: [{ field: "privacyAccepted", code: "NOT_ACCEPTED" }],
      });
    });

    it("refuses a taken user name, in any case, on the user name field", async () => {
      expect((await mutate(REGISTER, { input: registration })).__typename).toBe("RegistrationPending");
      const answer = await mutate(REGISTER, {
        input: { ...registration, username: registration.username.toUpperCase() },
      });
      expect(answer).toMatchObject({
        __typename: "RegistrationInvalid",
        code: "VALIDATION_FAILED",
        fields: [{ field: "username", code: "USERNAME_TAKEN" }],
      });
    });

    it("refuses a confirmation code of 150 characters, and an unknown one, as INVALID_CODE", async () => {
      for (const code of ["c".repeat(150), "00000000-0000-4000-8000-000000000000"]) {
        const answer = await mutate(CONFIRM, { code });
        expect(answer).toMatchObject({ __typename: "ConfirmationFailed", code: "INVALID_CODE" });
      }
    });
  });

  describe("forms", () => {
    it("names the fields at fault", async () => {
      const answer = await mutate(CONTACT, {
        input: { ...contact, mail: "nope", firstName: "F".repeat(300), confirmation: false },
      });
      expect(answer).toMatchObject({ __typename: "FormInvalid", code: "VALIDATION_FAILED" });
      expect(answer.fields).toEqual(
        expect.arrayContaining([
          { field: "mail", code: "INVALID_EMAIL" },
          { field: "firstName", code: "TOO_LONG" },
          { field: "confirmation", code: "NOT_ACCEPTED" },
        ]),
      );
    });

    it("answers FormRateLimited past the limit", async () => {
      const client = asNewClient();
      await mutate(CONTACT, { input: contact }, client);
      await mutate(CONTACT, { input: contact }, client);
      const answer = await mutate(CONTACT, { input: contact }, client);
      expect(answer).toMatchObject({ __typename: "FormRateLimited", code: "RATE_LIMITED" });
    });
  });

  describe("3D files", () => {
    it("rejects a file of an unsupported type and an empty file", async () => {
      expect(await upload(new TextEncoder().encode("hello"), "notes.txt")).toMatchObject({
        __typename: "FileRejected",
        code: "UNSUPPORTED_FILE_TYPE",
      });
      expect(await upload(new Uint8Array(), "empty.stl")).toMatchObject({
        __typename: "FileRejected",
        code: "EMPTY_FILE",
      });
    });

    it("answers an unknown file, a blank name and an unretriable task with their types", async () => {
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect(await mutate(UPDATE_FILE, { id: unknown, input: { name: "x" } })).toMatchObject({
        __typename: "ModelFileNotFound",
        id: unknown,
      });
      expect(await mutate(UPDATE_FILE, { id: "z".repeat(150), input: { name: "x" } })).toMatchObject({
        __typename: "ModelFileNotFound",
      });

      // The browser that uploads the file is the one that may change it.
      const uploader = browser(shop, asNewClient()["x-forwarded-for"]);
      const { data } = await uploader.upload<{
        uploadModel: { task: { id: string }; modelFile: { id: string } };
      }>(UPLOAD, {}, { bytes: models.block(), filename: "block.stl" });
      const id = data?.uploadModel.modelFile.id as string;
      expect((await uploader.call(UPDATE_FILE, { id, input: { name: "   " } })).data).toMatchObject({
        __typename: "ModelFileUpdateInvalid",
        code: "VALIDATION_FAILED",
        fields: [{ field: "name", code: "REQUIRED" }],
      });
      expect((await uploader.call(UPDATE_FILE, { id, input: {} })).data).toMatchObject({
        __typename: "ModelFileUpdateInvalid",
        code: "VALIDATION_FAILED",
      });

      expect(await mutate(RETRY, { id: unknown })).toMatchObject({
        __typename: "RetryRefused",
        code: "NOT_FOUND",
      });
      expect((await uploader.call(RETRY, { id: data?.uploadModel.task.id })).data).toMatchObject({
        __typename: "RetryRefused",
        code: "TASK_NOT_FAILED",
      });
    });

    it("reads an id it does not know, however long, as nothing", async () => {
      const response = await shop.graphql(
        `query ($id: ID!) { modelFile(id: $id) { id } analysisTask(id: $id) { id } }`,
        { id: "q".repeat(150) },
      );
      expect(response).toEqual({ data: { modelFile: null, analysisTask: null } });
    });
  });

  describe("the GraphQL endpoint", () => {
    it("answers malformed JSON with 400 and a GraphQL error body", async () => {
      const response = await fetch(`${shop.shopUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"query": "{ gatewayInfo { version } }"',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        errors: [{ message: "The request body is not valid JSON", extensions: { code: "BAD_REQUEST" } }],
      });
    });
  });
});
