export { ContentError, loadSite } from "./content/load";
export * from "./contract";
export { cmsService, defaultContentDir, prepareCmsDatabase } from "./service";
