import { createRequire } from "node:module";

export const gatewayVersion: string = createRequire(import.meta.url)("../package.json").version ?? "0.0.0";
