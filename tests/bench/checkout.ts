import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { boxMesh, exportStl } from "@druckwerk/mesh";
import { germanAddress } from "../integration/addresses";
import { percentile, start, stopAll, waitFor, waitForTask } from "./processes";

/**
 * Placing orders, printed: p50 and p95 of `POST /checkout/order/checkout` for 50 guest orders
 * (prepaid, one line each) against the embedded shop on PGlite, as `npm start` runs it. Each
 * placement re-prices the cart, reads the countries and the catalogue, and writes in one transaction.
 */
const ORDERS = 50;
const dataDir = mkdtempSync(path.join(tmpdir(), "druckwerk-bench-checkout-"));
const servicesPort = 4640;
const services = `http://127.0.0.1:${servicesPort}`;

async function post(pathname: string, body?: unknown) {
  const response = await fetch(`${services}${pathname}`, {
    method: "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { _id: string };
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

try {
  start("packages/embedded/src/main.ts", {
    PORT: "4650",
    SERVICES_PORT: String(servicesPort),
    DATA_DIR: dataDir,
  });
  await waitFor(`${services}/health`);

  const form = new FormData();
  form.append("file", new Blob([exportStl(boxMesh([0, 0, 0], [20, 10, 5]))]), "block.stl");
  const uploaded = (await (
    await fetch(`${services}/analytx/file/`, { method: "POST", body: form })
  ).json()) as {
    taskId: string;
    createdObject: { _id: string };
  };
  await waitForTask(services, uploaded.taskId);

  const carts: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const { _id: cartId } = await post("/checkout/cart");
    await post(`/checkout/cart/${cartId}/item`, {
      items: [
        {
          referencedId: uploaded.createdObject._id,
          givenUnitOfLength: "mm",
          scale: 1,
          quantity: 1 + i,
          colorId: "sls-pa12-white-white",
          finishId: "sls-pa12-white-raw",
        },
      ],
    });
    carts.push(cartId);
  }

  const times: number[] = [];
  for (const cartId of carts) {
    const t = performance.now();
    await post("/checkout/order/checkout", {
      cartId,
      paymentDetails: {
        email: "bench@example.com",
        billingPaymentMethod: "prepaid",
        billingAddress: germanAddress,
        isBillingAndShippingEqual: true,
        shippingMethodId: "standard",
      },
    });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `placing ${ORDERS} orders (one after another): p50 ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms`,
  );
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}
