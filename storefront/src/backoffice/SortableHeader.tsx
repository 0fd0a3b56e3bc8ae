import type { ReactNode } from "react";
import type { SortDirection } from "../gql/graphql";
import styles from "./Backoffice.module.css";

export interface TableSort<F extends string> {
  field: F;
  direction: SortDirection;
}

/**
 * A column header that sorts its table: the first click ascending, the next one the other way.
 * `aria-sort` tells assistive technology which column sorts and how.
 */
export function SortableHeader<F extends string>(props: {
  field: F;
  sort: TableSort<F>;
  onSort(sort: TableSort<F>): void;
  className?: string | undefined;
  children: ReactNode;
}) {
  const { field, sort } = props;
  const active = sort.field === field;
  const ascending = active && sort.direction === "ASC";
  return (
    <th
      scope="col"
      className={props.className}
      aria-sort={active ? (ascending ? "ascending" : "descending") : "none"}
    >
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => props.onSort({ field, direction: ascending ? "DESC" : "ASC" })}
      >
        {props.children}
        <span aria-hidden="true" className={styles.sortMark}>
          {active ? (ascending ? "▲" : "▼") : "↕"}
        </span>
      </button>
    </th>
  );
}
