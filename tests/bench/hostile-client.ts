import { boxMesh, exportStl } from "@druckwerk/mesh";
import type { Json } from "../integration/rest-client";
import { uploadForm } from "./gateway-upload";
import { waitForTask } from "./processes";

export interface HostileShop {
  gateway: string;
  services: string;
}

export type GatewayClient = ReturnType<typeof gatewayClient>;

/**
 * One client of the gateway: its address (X-Forwarded-For, which the bench's gateway trusts from
 * loopback) and the cookies it was given.
 */
export function gatewayClient(shop: HostileShop, ip: string) {
  const jar = new Map<string, string>();
  const send = async (body: string | FormData, headers: Record<string, string>) => {
    const response = await fetch(`${shop.gateway}/graphql`, {
      method: "POST",
      body,
      headers: {
        "x-forwarded-for": ip,
        cookie: cookie(),
        ...headers,
      },
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    return (await response.json()) as {
      data?: Json;
      errors?: { message?: string; extensions?: { code?: string; reason?: string; upstream?: string } }[];
    };
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  /** Sends `bytes` as the shopper's upload: the answer (task and file ids, or why it was refused). */
  const startUpload = (bytes: Uint8Array, filename: string) =>
    send(uploadForm(bytes, filename), { "apollo-require-preflight": "true" });
  return {
    graphql: (query: string, variables: Record<string, unknown> = {}) =>
      send(JSON.stringify({ query, variables }), { "content-type": "application/json" }),
    /** The cookies this client was given, as a Cookie header (for its WebSocket). */
    cookie,
    startUpload,
    /** Uploads a small block and waits for its analysis: the model file's id. */
    async upload() {
      const { data } = await startUpload(exportStl(boxMesh([0, 0, 0], [20, 10, 5])), "block.stl");
      await waitForTask(shop.services, data.uploadModel.task.id);
      return data.uploadModel.modelFile.id as string;
    },
  };
}
