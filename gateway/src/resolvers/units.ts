import type { UnitOfLength } from "../generated/graphql";

export type ServiceUnit = "mm" | "cm" | "inch";

export const toServiceUnit = (unit: UnitOfLength): ServiceUnit => unit.toLowerCase() as ServiceUnit;
export const fromServiceUnit = (unit: string): UnitOfLength => unit.toUpperCase() as UnitOfLength;
