import { exportStl, torusMesh } from "@druckwerk/mesh";

/** A torus with about `triangles` triangles as binary STL. */
export function torusStl(triangles: number) {
  const rings = Math.round(Math.sqrt(triangles / 2) * 1.4);
  const sides = Math.round(triangles / 2 / rings);
  return exportStl(torusMesh(40, 12, rings, sides));
}

const UPLOAD = `mutation ($file: Upload!) { uploadModel(file: $file) { __typename ... on UploadModelSuccess { task { id } modelFile { id } } ... on FileRejected { code } } }`;

/** The storefront's upload of a model file as a GraphQL multipart request body. */
export function uploadForm(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: UPLOAD, variables: { file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([bytes]), name);
  return form;
}

/** Uploads through the gateway as the storefront does: the task, the file and the uploader cookie that reads the file. */
export async function uploadThroughGateway(gateway: string, bytes: Uint8Array, name: string) {
  const response = await fetch(`${gateway}/graphql`, {
    method: "POST",
    body: uploadForm(bytes, name),
    headers: { "apollo-require-preflight": "true" },
  });
  const body = (await response.json()) as {
    data: { uploadModel: { task: { id: string }; modelFile: { id: string } } };
  };
  const [cookie = ""] = response.headers.getSetCookie().map((set) => set.split(";")[0]);
  return { ...body.data.uploadModel, cookie };
}
