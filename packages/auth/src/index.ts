export { type AuthServiceOptions, authService, prepareAuthDatabase } from "./service";
