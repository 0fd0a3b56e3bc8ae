import { boxMesh, exportStl } from "@druckwerk/mesh";
import type { Json } from "../integration/rest-client";
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
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...headers,
      },
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    }
    return (await response.json()) as {
      data?: Json;
      errors?: { extensions?: { code?: string; reason?: string } }[];
    };
  };
  return {
    graphql: (query: string, variables: Record<string, unknown> = {}) =>
      send(JSON.stringify({ query, variables }), { "content-type": "application/json" }),
    /** Uploads a small block and waits for its analysis: the model file's id. */
    async upload() {
      const form = new FormData();
      const query = `mutation ($file: Upload!) { uploadModel(file: $file) { ... on UploadModelSuccess { task { id } modelFile { id } } } }`;
      form.append("operations", JSON.stringify({ query, variables: { file: null } }));
      form.append("map", JSON.stringify({ 0: ["variables.file"] }));
      form.append("0", new Blob([exportStl(boxMesh([0, 0, 0], [20, 10, 5]))]), "block.stl");
      const { data } = await send(form, { "apollo-require-preflight": "true" });
      await waitForTask(shop.services, data.uploadModel.task.id);
      return data.uploadModel.modelFile.id as string;
    },
  };
}
