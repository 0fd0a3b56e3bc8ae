import { auditEvents } from "../db/schema";
import type { OrderDeps } from "../order/deps";

/** Who made a change: a staff member, or the payment provider for what it reports. */
export interface Actor {
  id: string;
  name: string;
}

export type Tx = Parameters<Parameters<OrderDeps["db"]["transaction"]>[0]>[0];

/** Adds a change of an order to its audit trail, in the transaction that makes the change. */
export async function recordOrderChange(
  tx: Tx,
  orderId: string,
  actor: Actor,
  kind: "status" | "payment" | "note",
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) {
  await tx.insert(auditEvents).values({
    subjectType: "order",
    subjectId: orderId,
    kind,
    actorId: actor.id,
    actorName: actor.name,
    before,
    after,
  });
}
