export { analytxConfigSchema, analytxLimitsOf } from "./config";
export * from "./contract";
export type { AnalysisEngine } from "./engine/engine";
export { meshEngine } from "./engine/mesh-engine";
export { analytxService, prepareAnalytxDatabase } from "./service";
export { TaskEvents } from "./tasks/events";
