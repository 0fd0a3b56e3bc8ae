import { testDatabaseKinds } from "@druckwerk/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, billingAddress, browser, PASSWORD, signedInBrowser } from "./browser";
import { startTestShop, type TestShop } from "./harness";
import { models } from "./models";
import { type Json, waitForTask } from "./rest-client";

/**
 * "Customer A reading customer B's order or model file by id gets not-found": a model file answers
 * only the browser that uploaded it and the customer signed in there (docs/architecture.md, "Who
 * may read a model file").
 */

const UPLOAD = `mutation ($file: Upload!) { uploadModel(file: $file) {
  __typename ... on UploadModelSuccess { task { id } modelFile { id } } } }`;
const FILE = `query ($id: ID!) { modelFile(id: $id) {
  id name modelUrl viewerModelUrl repairedDownloadUrl frontPictureUrl wallThicknessDataUrl
  wallThicknessImageUrl(threshold: 0.7) repairInfo { image(axis: X, direction: M, rotation: 90) } } }`;
const TASK = `query ($id: ID!) { analysisTask(id: $id) { id status } }`;
const PRICE = `query ($id: ID!, $unit: UnitOfLength) { price(input: { modelFileId: $id, unit: $unit,
  printModeId: "fdm-pla", surfaceFinishId: "fdm-pla-standard", colorId: "fdm-pla-red" }) { net } }`;
const RENAME = `mutation ($id: ID!) { updateModelFile(id: $id, input: { name: "Mine now" }) {
  __typename ... on ModelFile { name } } }`;
const RETRY = `mutation ($id: ID!) { retryAnalysis(taskId: $id) { __typename ... on RetryRefused { code } } }`;
const ADD = `mutation ($cartId: ID!, $id: ID!) { addCartItems(cartId: $cartId, items: [{ modelFileId: $id,
  unitOfLength: MM, scale: 1, quantity: 1, surfaceFinishId: "fdm-pla-standard", colorId: "fdm-pla-red" }]) {
  __typename ... on Cart { items { modelFile { id } } } ... on CartError { code message } } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { __typename } }`;

/** The analysis progress as `reader`'s WebSocket (its cookies) follows it: the states, or the error. */
async function followAnalysis(reader: Browser, taskId: string) {
  const client = reader.socket();
  try {
    return await new Promise<{ states: string[]; errors: Json }>((resolve) => {
      const states: string[] = [];
      client.subscribe(
        {
          query: `subscription ($id: ID!) { analysisProgress(taskId: $id) { status } }`,
          variables: { id: taskId },
        },
        {
          next: ({ data, errors }) => {
            if (errors) resolve({ states, errors });
            else states.push((data as Json).analysisProgress.status);
          },
          error: (errors) => resolve({ states, errors }),
          complete: () => resolve({ states, errors: null }),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe.each(testDatabaseKinds())("who may read a model file through the gateway (%s)", (kind) => {
  let shop: TestShop;
  let clientNumber = 0;
  const ip = () => `198.51.100.${++clientNumber}`;
  beforeAll(async () => {
    // Each signed-in shopper is a client of its own (X-Forwarded-For) for the attempt limits.
    shop = await startTestShop(kind, { TRUST_PROXY: "loopback" });
  });
  afterAll(() => shop?.stop());

  /** `shopper` uploads the test block and waits for its analysis: the file's and the task's id. */
  async function uploadBlock(shopper: Browser) {
    const { data } = await shopper.upload<{ uploadModel: Json }>(
      UPLOAD,
      {},
      {
        bytes: models.block(),
        filename: "block.stl",
      },
    );
    expect(data?.uploadModel.__typename).toBe("UploadModelSuccess");
    const { task, modelFile } = data?.uploadModel ?? {};
    await waitForTask(shop.servicesUrl, task.id);
    return { fileId: modelFile.id as string, taskId: task.id as string };
  }

  const newCart = async (shopper: Browser) =>
    (await shopper.call<{ id: string }>("mutation { createCart { id } }")).data.id;

  it("answers the uploading browser everything, and another browser, another customer and a client without cookies as for an unknown file", async () => {
    const a = browser(shop, ip());
    const { fileId, taskId } = await uploadBlock(a);
    expect(a.cookie()).toMatch(/^druckwerk_uploader=[\w-]{43}$/);

    const file = (await a.call<Json>(FILE, { id: fileId })).data;
    expect(file).toMatchObject({ id: fileId, name: "block" });
    const mediaUrls = [
      file.modelUrl,
      file.viewerModelUrl,
      file.repairedDownloadUrl,
      file.frontPictureUrl,
      file.wallThicknessDataUrl,
      file.wallThicknessImageUrl,
      file.repairInfo.image,
    ] as string[];
    expect(mediaUrls.map((url) => new URL(url).pathname.split("/").pop())).toEqual([
      "files.3mf",
      "viewer.glb",
      "repaired.stl",
      "front.png",
      "thickness",
      "histogram-image",
      "repair-image",
    ]);
    for (const url of mediaUrls) expect((await a.get(url)).status, url).toBe(200);
    expect((await a.call<Json>(TASK, { id: taskId })).data).toEqual({ id: taskId, status: "COMPLETED" });
    expect((await a.call<Json>(PRICE, { id: fileId })).data.net).toBeGreaterThan(0);
    expect((await a.call<Json>(PRICE, { id: fileId, unit: "MM" })).data.net).toBeGreaterThan(0);
    expect((await a.call(RETRY, { id: taskId })).data).toEqual({
      __typename: "RetryRefused",
      code: "TASK_NOT_FAILED",
    });
    expect((await followAnalysis(a, taskId)).states).toEqual(["COMPLETED"]);
    expect((await a.call(ADD, { cartId: await newCart(a), id: fileId })).data).toEqual({
      __typename: "Cart",
      items: [{ modelFile: { id: fileId } }],
    });

    const otherBrowser = browser(shop, ip());
    await uploadBlock(otherBrowser); // a browser with an uploader key of its own
    const otherCustomer = await signedInBrowser(shop, ip(), {
      username: "kundin-b",
      email: "kundin-b@example.com",
      billingAddress,
    });
    const noCookies = browser(shop, ip());
    const unknownId = "00000000-0000-4000-8000-000000000000";
    for (const [who, other] of [
      ["another browser", otherBrowser],
      ["another customer", otherCustomer],
      ["a client without cookies", noCookies],
    ] as const) {
      expect((await other.call(FILE, { id: fileId })).data, who).toBeNull();
      expect((await other.call(TASK, { id: taskId })).data, who).toBeNull();
      for (const unit of [null, "MM"]) {
        const price = await other.graphql<{ price: null }>(PRICE, { id: fileId, unit });
        expect(price.data?.price, who).toBeNull();
        expect(
          price.errors?.map((e) => e.extensions?.code),
          who,
        ).toEqual(["NOT_FOUND"]);
      }
      expect((await other.call(RENAME, { id: fileId })).data, who).toEqual({
        __typename: "ModelFileNotFound",
      });
      expect((await other.call(RETRY, { id: taskId })).data, who).toEqual({
        __typename: "RetryRefused",
        code: "NOT_FOUND",
      });
      for (const url of mediaUrls) expect((await other.get(url)).status, `${who}: ${url}`).toBe(404);
      const followed = await followAnalysis(other, taskId);
      expect(followed.states, who).toEqual([]);
      expect(followed.errors?.[0]?.extensions?.code, who).toBe("NOT_FOUND");

      const cartId = await newCart(other);
      const asUnknown = (await other.call<Json>(ADD, { cartId, id: unknownId })).data;
      expect(asUnknown).toMatchObject({ __typename: "CartError", code: "OBJECT_NOT_FOUND" });
      expect((await other.call<Json>(ADD, { cartId, id: fileId })).data, who).toEqual({
        ...asUnknown,
        message: asUnknown.message.replace(unknownId, fileId),
      });
      expect(
        (await other.call<Json>("query ($id: ID!) { cart(id: $id) { itemCount } }", { id: cartId })).data,
      ).toEqual({ itemCount: 0 });
    }

    expect(noCookies.cookie()).toBe("");
    // Nothing the others did changed the file.
    expect((await a.call<Json>(FILE, { id: fileId })).data.name).toBe("block");
    expect((await a.call(RENAME, { id: fileId })).data).toEqual({
      __typename: "ModelFile",
      name: "Mine now",
    });
  });

  it("gives a guest's uploads to the customer who signs in with that browser, on every device", async () => {
    const account = { username: "kunde-c", email: "kunde-c@example.com", billingAddress };
    const elsewhere = await signedInBrowser(shop, ip(), account);
    const guest = browser(shop, ip());
    const { fileId } = await uploadBlock(guest);
    expect((await elsewhere.call(FILE, { id: fileId })).data).toBeNull();

    expect(
      (await guest.call(LOGIN, { input: { username: account.username, password: PASSWORD } })).data,
    ).toEqual({
      __typename: "LoginSucceeded",
    });

    const freshJar = browser(shop, ip());
    expect(
      (await freshJar.call(LOGIN, { input: { username: account.username, password: PASSWORD } })).data,
    ).toEqual({ __typename: "LoginSucceeded" });
    const file = (await freshJar.call<Json>(FILE, { id: fileId })).data;
    expect(file).toMatchObject({ id: fileId });
    expect((await freshJar.get(file.frontPictureUrl)).status).toBe(200);
    expect((await elsewhere.call(FILE, { id: fileId })).data).toMatchObject({ id: fileId });
    expect((await guest.call(FILE, { id: fileId })).data).toMatchObject({ id: fileId });
    // Signed out, the other device reads it no more; the uploading browser still does by its key.
    await freshJar.call("mutation { logout }");
    expect((await freshJar.call(FILE, { id: fileId })).data).toBeNull();
  });

  it("signs the customer in when giving them the browser's uploads fails, and the browser keeps reading them", async () => {
    const account = { username: "kundin-d", email: "kundin-d@example.com", billingAddress };
    const elsewhere = await signedInBrowser(shop, ip(), account);
    const guest = browser(shop, ip());
    const { fileId } = await uploadBlock(guest);
    await shop.database.db.execute(
      "create function analytx.refuse_write() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$",
    );
    await shop.database.db.execute(`create trigger refuse_claim before update on analytx.files
      for each row when (old.id = '${fileId}') execute function analytx.refuse_write()`);
    try {
      expect(
        (await guest.call(LOGIN, { input: { username: account.username, password: PASSWORD } })).data,
      ).toEqual({ __typename: "LoginSucceeded" });
    } finally {
      await shop.database.db.execute("drop trigger refuse_claim on analytx.files");
      await shop.database.db.execute("drop function analytx.refuse_write()");
    }
    expect((await guest.call<Json>("{ viewer { username } }")).data).toEqual({ username: account.username });
    expect((await guest.call(FILE, { id: fileId })).data).toMatchObject({ id: fileId });
    expect((await elsewhere.call(FILE, { id: fileId })).data).toBeNull();
  });
});
