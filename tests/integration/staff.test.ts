import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { StaffStore } from "@druckwerk/auth";
import { openDatabase } from "@druckwerk/platform";
import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, type Browser, billingAddress, browser, signedInBrowser } from "./browser";
import { startTestShop, type TestShop } from "./harness";

const LOGIN = `mutation ($email: String!, $password: String!) { staffLogin(email: $email, password: $password) {
  __typename ... on StaffLoginSucceeded { member { email name role } } ... on ErrorResult { code } } }`;
const MEMBERS = `{ staffMembers { __typename
  ... on StaffMemberList { members { email role } } ... on ErrorResult { code message } } }`;
const ADD = `mutation ($input: StaffMemberInput!) { addStaffMember(input: $input) { __typename
  ... on StaffMember { email name role } ... on ErrorResult { code }
  ... on StaffMemberInvalid { fields { field code } } } }`;
const ME = "{ staffMe { email role } }";

const ADMIN = {
  email: "chefin@druckwerk.test",
  name: "Anna Chefin",
  role: "admin" as const,
  password: "Werkstatt-Schluessel-1",
};
const STAFF_LIMIT = 3;

describe.each(testDatabaseKinds())("the back office's staff accounts (%s)", (kind) => {
  let shop: TestShop;
  let client = 0;
  const nextClient = () => browser(shop, `198.51.100.${++client}`);
  beforeAll(async () => {
    shop = await startTestShop(kind, { TRUST_PROXY: "loopback", STAFF_RATE_LIMIT: String(STAFF_LIMIT) });
    await new StaffStore(shop.database.db, 12).add(ADMIN);
  });
  afterAll(() => shop?.stop());

  const signedInStaff = async (email: string, password: string) => {
    const b = nextClient();
    const login = await b.call(LOGIN, { email, password });
    expect(login.data.__typename).toBe("StaffLoginSucceeded");
    return { b, setCookie: login.setCookie ?? "" };
  };
  /** Every staff operation as `b`: what each answered. */
  const everyOperation = async (b: Browser) => ({
    staffMe: (await b.call(ME)).data,
    staffMembers: (await b.call<Answer>(MEMBERS)).data.code,
    addStaffMember: (
      await b.call<Answer>(ADD, {
        input: { email: "x@druckwerk.test", name: "X", role: "STAFF", password: "lang-genug-ist-es" },
      })
    ).data.code,
  });

  it("refuses every staff operation to a guest and to a signed-in customer", async () => {
    const refused = { staffMe: null, staffMembers: "STAFF_ONLY", addStaffMember: "STAFF_ONLY" };
    expect(await everyOperation(nextClient())).toEqual(refused);
    const customer = await signedInBrowser(shop, `198.51.100.${++client}`, {
      username: "kundin",
      email: "kundin@example.com",
      billingAddress,
    });
    expect(await everyOperation(customer)).toEqual(refused);
    // A customer's session token in the staff cookie is no staff session either.
    const forged = nextClient();
    const customerToken = /druckwerk_session=([^;]+)/.exec(customer.cookie())?.[1];
    forged.setCookie(`druckwerk_staff=${customerToken}`);
    expect(await everyOperation(forged)).toEqual(refused);
  });

  it("signs an admin in with a strict cookie of its own; the admin adds staff, who may not add staff", async () => {
    const { b: admin, setCookie } = await signedInStaff("CHEFIN@druckwerk.test", ADMIN.password);
    expect(setCookie).toMatch(/^druckwerk_staff=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect((await admin.call(ME)).data).toEqual({ email: ADMIN.email, role: "ADMIN" });
    // The back-office session is no customer's.
    expect((await admin.call("{ viewer { username } }")).data).toBeNull();

    const add = async (input: Record<string, unknown>) => (await admin.call<Answer>(ADD, { input })).data;
    const colleague = {
      email: "werkstatt@druckwerk.test",
      name: "Ben Werkstatt",
      role: "STAFF",
      password: "drucken-und-schleifen",
    };
    expect(await add({ ...colleague, password: "kurz" })).toEqual({
      __typename: "StaffMemberInvalid",
      code: "VALIDATION_FAILED",
      fields: [{ field: "password", code: "TOO_SHORT" }],
    });
    expect(await add(colleague)).toEqual({
      __typename: "StaffMember",
      email: colleague.email,
      name: colleague.name,
      role: "STAFF",
    });
    expect(await add({ ...colleague, email: "Werkstatt@Druckwerk.test" })).toMatchObject({
      code: "EMAIL_TAKEN",
    });
    expect((await admin.call<Answer>(MEMBERS)).data.members).toEqual([
      { email: ADMIN.email, role: "ADMIN" },
      { email: colleague.email, role: "STAFF" },
    ]);

    const { b: staff } = await signedInStaff(colleague.email, colleague.password);
    expect(await everyOperation(staff)).toEqual({
      staffMe: { email: colleague.email, role: "STAFF" },
      staffMembers: "ADMIN_ONLY",
      addStaffMember: "ADMIN_ONLY",
    });
  });

  it("ends the session on logout, for the old cookie too", async () => {
    const { b } = await signedInStaff(ADMIN.email, ADMIN.password);
    const kept = b.cookie();
    expect((await b.call("mutation { staffLogout }")).data).toBe(true);
    expect((await b.call(ME)).data).toBeNull();
    const replayed = nextClient();
    replayed.setCookie(kept);
    expect((await replayed.call<Answer>(MEMBERS)).data.code).toBe("STAFF_ONLY");
  });

  it("limits staff sign-in attempts per client, apart from customers' sign-ins", async () => {
    const guesser = nextClient();
    for (let attempt = 0; attempt < STAFF_LIMIT; attempt++) {
      expect(
        (await guesser.call<Answer>(LOGIN, { email: ADMIN.email, password: `falsch-${attempt}` })).data,
      ).toEqual({
        __typename: "StaffLoginRefused",
        code: "INVALID_CREDENTIALS",
      });
    }
    expect((await guesser.call<Answer>(LOGIN, ADMIN)).data).toMatchObject({
      __typename: "TooManyAttempts",
      code: "RATE_LIMITED",
    });
    const customerLogin = await guesser.call<Answer>(
      `mutation { login(input: { username: "niemand", password: "irgendwas1" }) { __typename } }`,
    );
    expect(customerLogin.data.__typename).toBe("LoginRefused");
  });
});

describe("npm run staff -- add", () => {
  const run = promisify(execFile);
  const cli = path.resolve(import.meta.dirname, "../../packages/auth/src/staff/cli.ts");
  const tsx = path.resolve(import.meta.dirname, "../../node_modules/.bin/tsx");
  const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-staff-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const add = (args: string[], password: string) => {
    const child = run(tsx, [cli, "add", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });
    child.child.stdin?.end(`${password}\n`);
    return child.then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
    );
  };

  it("adds the first admin, who can then sign in; refuses a weak password and a second of the same address", async () => {
    const args = ["--email", ADMIN.email, "--name", ADMIN.name, "--role", "admin"];
    expect(await add(args, "kurz")).toMatchObject({ code: 1, out: expect.stringContaining("password") });
    expect(await add(args, ADMIN.password)).toEqual({
      code: 0,
      out: `Added admin ${ADMIN.email} (${ADMIN.name})\n`,
    });
    expect(await add(args, ADMIN.password)).toMatchObject({
      code: 1,
      out: expect.stringContaining("already"),
    });

    const database = await openDatabase({ dataDir: path.join(dataDir, "pg") });
    try {
      const signIn = await new StaffStore(database.db, 12).signIn(ADMIN.email, ADMIN.password);
      expect(signIn).toMatchObject({ kind: "signed-in", member: { email: ADMIN.email, role: "admin" } });
    } finally {
      await database.close();
    }
  });
});
