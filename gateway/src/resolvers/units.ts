import type { UnitOfLength as ServiceUnit } from "@druckwerk/platform";
import type { UnitOfLength } from "../generated/graphql";

export const toServiceUnit = (unit: UnitOfLength): ServiceUnit => unit.toLowerCase() as ServiceUnit;
export const fromServiceUnit = (unit: string): UnitOfLength => unit.toUpperCase() as UnitOfLength;
