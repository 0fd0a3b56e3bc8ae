export { seoRouter } from "./router";
