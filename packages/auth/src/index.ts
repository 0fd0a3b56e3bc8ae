export { type AuthServiceOptions, authService, prepareAuthDatabase } from "./service";
export { StaffStore } from "./staff/staff-store";
