import type { ContentPageQuery } from "../gql/graphql";

export type Page = NonNullable<ContentPageQuery["contentPage"]>;
export type PageElement = Page["elements"][number];
/** One element of the union, by its GraphQL type name. */
export type ElementOf<T extends PageElement["__typename"]> = Extract<PageElement, { __typename: T }>;
