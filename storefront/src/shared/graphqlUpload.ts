import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";

/**
 * Sends a mutation with one file as a GraphQL multipart request; the file goes in the variable
 * named `file`. The preflight header satisfies the gateway's CSRF prevention.
 */
export async function sendWithFile<TData, TVariables extends { file: unknown }>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: Omit<TVariables, "file">,
  file: Blob,
  fileName: string,
): Promise<TData> {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({ query: print(document), variables: { ...variables, file: null } }),
  );
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", file, fileName);
  const response = await fetch("/graphql", {
    method: "POST",
    body: form,
    headers: { "apollo-require-preflight": "true" },
  });
  const body = (await response.json().catch(() => null)) as { data?: TData } | null;
  if (!response.ok || !body?.data) throw new Error(`upload answered ${response.status}`);
  return body.data;
}
