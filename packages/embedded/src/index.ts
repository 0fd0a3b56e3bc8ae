export { type EmbeddedConfig, embeddedConfigSchema } from "./config";
export { type RunningShop, startShop } from "./shop";
