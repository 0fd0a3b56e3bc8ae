import { type SQL, sql } from "drizzle-orm";
import { orderStatuses, type StaffOrderSortField } from "../contract";
import { orders } from "../db/schema";
import { refuseOrder } from "../order/refusals";

export type SortDirection = "asc" | "desc";

/** The types a key is compared as, and the shape of its text (another is refused, never cast). */
const timestamp = {
  type: sql`timestamptz`,
  pattern: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?[+-]\d\d(:\d\d)?$/,
};
const integer = { type: sql`integer`, pattern: /^-?\d{1,9}$/ };
const text = { type: sql`text`, pattern: /^/ };

/**
 * Each sortable column as an SQL expression and the type its key is compared as. A key travels in
 * the cursor as the database's own text of it (`::text`), so a timestamp keeps its microseconds.
 */
const columns: Record<StaffOrderSortField, { expression: SQL; type: SQL; pattern: RegExp }> = {
  placedAt: { expression: sql`${orders.createdAt}`, ...timestamp },
  orderNumber: { expression: sql`${orders.orderNumber}`, ...text },
  total: { expression: sql`${orders.grossCents}`, ...integer },
  // Along the workflow (the contract lists the statuses in that order), not alphabetically.
  status: {
    expression: sql`array_position(array[${sql.join(
      orderStatuses.map((status) => sql`${status}`),
      sql`, `,
    )}]::text[], ${orders.status})`,
    ...integer,
  },
  // As the list shows the customer: the company, else the name; regardless of case.
  customer: {
    expression: sql`lower(coalesce(nullif(${orders.billingAddress}->>'company', ''),
      concat_ws(' ', ${orders.billingAddress}->>'firstname', ${orders.billingAddress}->>'lastname')))`,
    ...text,
  },
};

interface Cursor {
  sort: StaffOrderSortField;
  direction: SortDirection;
  key: string;
  id: string;
}

const isCursor = (value: unknown): value is Cursor => {
  if (typeof value !== "object" || value === null) return false;
  const { sort, direction, key, id } = value as Record<string, unknown>;
  return (
    typeof sort === "string" &&
    sort in columns &&
    (direction === "asc" || direction === "desc") &&
    typeof key === "string" &&
    typeof id === "string" &&
    /^[0-9a-f-]{36}$/.test(id)
  );
};

const badCursor = () =>
  refuseOrder("INVALID_REQUEST", "`after` is no cursor of this list in this sort", {
    fields: [{ field: "after", code: "INVALID", message: "is no cursor of this list in this sort" }],
  });

/**
 * One sort of the back office's list (docs/back-office.md): its order, its cursors (opaque:
 * base64url of the sort, the key and the id) and the condition for the rows after a cursor. The
 * id breaks ties, so every order comes exactly once however many share a key or are placed
 * meanwhile.
 */
export function staffOrderSort(sort: StaffOrderSortField, direction: SortDirection) {
  const { expression, type, pattern } = columns[sort];
  const order = direction === "asc" ? sql`asc` : sql`desc`;
  return {
    orderBy: [sql`${expression} ${order}`, sql`${orders.id} ${order}`],
    /** The key of each row as the cursor carries it. */
    key: sql<string>`(${expression})::text`,
    cursor: (key: string, id: string) =>
      Buffer.from(JSON.stringify({ sort, direction, key, id } satisfies Cursor)).toString("base64url"),
    /** The rows after `cursor`; a cursor of another sort or of nothing is refused. */
    after(cursor: string): SQL {
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(cursor, "base64url").toString());
      } catch {
        throw badCursor();
      }
      if (!isCursor(decoded) || decoded.sort !== sort || decoded.direction !== direction) throw badCursor();
      if (!pattern.test(decoded.key)) throw badCursor();
      const comparison = direction === "asc" ? sql`>` : sql`<`;
      return sql`(${expression}, ${orders.id}) ${comparison} (cast(${decoded.key} as ${type}), cast(${decoded.id} as uuid))`;
    },
  };
}
