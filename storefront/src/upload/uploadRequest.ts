import { acceptedExtensions, MAX_UPLOAD_BYTES } from "@druckwerk/analytx/upload-limits";
import { print } from "graphql";
import type { UnitOfLength, UploadModelMutation } from "../gql/graphql";
import { UploadModelDocument } from "./queries";

/** The service's upload limit in MB, as the panel's hint and refusal word it. */
export const uploadLimitMegabytes = MAX_UPLOAD_BYTES / 1024 / 1024;
/** The file picker's `accept`: the extensions the service accepts. */
export const acceptedFileTypes = acceptedExtensions.map((extension) => `.${extension}`).join(",");

export type UploadOutcome =
  | { kind: "accepted"; taskId: string; modelFileId: string }
  | { kind: "rejected"; code: string; message: string };

/** Checks what the browser can check before sending anything. */
export function precheck(file: File): UploadOutcome | null {
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  if (!(acceptedExtensions as readonly string[]).includes(extension)) {
    return { kind: "rejected", code: "UNSUPPORTED_FILE_TYPE", message: "" };
  }
  if (file.size > MAX_UPLOAD_BYTES) return { kind: "rejected", code: "FILE_TOO_LARGE", message: "" };
  if (file.size === 0) return { kind: "rejected", code: "EMPTY_FILE", message: "" };
  return null;
}

/**
 * Sends the `uploadModel` mutation as a GraphQL multipart request with XMLHttpRequest, which
 * (unlike fetch) reports upload progress.
 */
export function uploadModel(
  file: File,
  unit: UnitOfLength,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadOutcome> {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({ query: print(UploadModelDocument), variables: { file: null, unit } }),
  );
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/graphql");
    xhr.setRequestHeader("apollo-require-preflight", "true");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.onabort = () => reject(new DOMException("aborted", "AbortError"));
    xhr.onload = () => {
      const body = xhr.response as {
        data?: UploadModelMutation;
        errors?: { extensions?: { code?: string } }[];
      } | null;
      const result = body?.data?.uploadModel;
      if (result?.__typename === "UploadModelSuccess") {
        resolve({ kind: "accepted", taskId: result.task.id, modelFileId: result.modelFile.id });
      } else if (result?.__typename === "FileRejected") {
        resolve({ kind: "rejected", code: result.code, message: result.message });
      } else {
        const code = body?.errors?.[0]?.extensions?.code;
        if (code === "FILE_TOO_LARGE") resolve({ kind: "rejected", code, message: "" });
        else reject(new Error(code ?? `status ${xhr.status}`));
      }
    };
    signal.addEventListener("abort", () => xhr.abort());
    xhr.send(form);
  });
}
