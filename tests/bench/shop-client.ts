import { print } from "graphql";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { PriceMatrixDocument } from "../../storefront/src/gql/graphql";
import { start, waitFor } from "./processes";

/** One shop process as `npm start` runs it (without the per-client limits), up and answering. */
export async function startBenchShop(port: number, dataDir: string) {
  start("packages/embedded/src/main.ts", {
    PORT: String(port),
    SERVICES_PORT: String(port + 1),
    DATA_DIR: dataDir,
    GATEWAY_RATE_LIMIT: "1000000",
    GRAPHQL_COST_RATE_LIMIT: "1000000000",
  });
  const shop = `http://127.0.0.1:${port}`;
  await waitFor(`${shop}/health`);
  return shop;
}

export interface TaskState {
  status: string;
  stage: string;
}

/**
 * Follows the task over the `analysisProgress` subscription (with the uploader's cookie), as the
 * storefront does: `onState` at every state; resolves when it completes, rejects when it fails.
 */
export function followTask(
  shop: string,
  taskId: string,
  cookie: string,
  onState?: (state: TaskState) => void,
) {
  const client = createClient({
    url: `${shop.replace("http", "ws")}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
  });
  return new Promise<void>((resolve, reject) => {
    client.subscribe(
      {
        query: `subscription ($id: ID!) { analysisProgress(taskId: $id) { status stage } }`,
        variables: { id: taskId },
      },
      {
        next: ({ data }) => {
          const state = (data as { analysisProgress: TaskState }).analysisProgress;
          if (state.status === "FAILED") reject(new Error("analysis failed"));
          onState?.(state);
        },
        error: reject,
        complete: resolve,
      },
    );
  }).finally(() => client.dispose());
}

interface Matrix {
  printModes: { surfaceFinishes: { colors: { price: { gross: number | null } | null }[] }[] }[];
}

/** The storefront's own PriceMatrix query answered, with a price for at least one colour. */
export async function priceMatrix(shop: string, modelFileId: string, cookie: string) {
  const response = await fetch(`${shop}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      query: print(PriceMatrixDocument),
      variables: { modelFileId, scale: 1, unit: "MM", quantity: 1, language: "DE" },
    }),
  });
  const body = (await response.json()) as { data?: Matrix; errors?: unknown };
  const priced = body.data?.printModes.some((mode) =>
    mode.surfaceFinishes.some((finish) => finish.colors.some((color) => color.price?.gross != null)),
  );
  if (!priced) throw new Error(`no price: ${JSON.stringify(body.errors)}`);
}

/** One piece of the model in red PLA at the model's own size, as the storefront puts it in a cart. */
export const redPlaItem = (modelFileId: string) => ({
  modelFileId,
  unitOfLength: "MM",
  scale: 1,
  quantity: 1,
  surfaceFinishId: "fdm-pla-standard",
  colorId: "fdm-pla-red",
});

/** Prints a table: a title, the column heads, the rows right-aligned. */
export function printTable(title: string, head: string[], rows: string[][]) {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i] ?? 0)).join("  ");
  console.log(title);
  console.log(line(head));
  for (const row of rows) console.log(line(row));
}
