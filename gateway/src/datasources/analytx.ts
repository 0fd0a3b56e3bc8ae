import type { AugmentedRequest, RequestOptions } from "@apollo/datasource-rest";
import {
  type FileEntity,
  fileClaimAnswerSchema,
  fileLookupAnswerSchema,
  fileSchema,
  fileUpdateRefusalCodes,
  MAX_LOOKUP_IDS,
  readerHeaders,
  retryRefusalCodes,
  type Task,
  taskSchema,
  uploadAnswerSchema,
  uploadRefusalCodes,
} from "@druckwerk/analytx/contract";
import { GraphQLError } from "graphql";
import { FileTooLarge, type UploadedFile } from "./multipart";
import { UpstreamAPI, type UpstreamOptions } from "./upstream";

export type ModelFileModel = FileEntity;
export type AnalysisTaskModel = Task;

/** A refusal as the schema's result types carry it. */
interface Refused<Code> {
  code: Code;
  message: string;
}

/**
 * Who the gateway calls analytx for (docs/architecture.md, "Who may read a model file"): a shopper,
 * or `"staff"` (a checked back-office session), who reads every file to work on orders.
 */
export type ModelReader =
  | {
      /** The browser's uploader key (`gateway/src/uploader.ts`). */
      uploaderKey: string;
      /** The signed-in customer's id, or null for a guest. */
      userId: string | null;
    }
  | "staff";

/**
 * The reader as analytx's reader headers: with them, another's file is not found, as an unknown
 * one; staff name no reader, as the services themselves do.
 */
export const readerHeadersOf = (reader: ModelReader): Record<string, string> =>
  reader === "staff"
    ? {}
    : {
        [readerHeaders.uploaderKey]: reader.uploaderKey,
        ...(reader.userId ? { [readerHeaders.userId]: reader.userId } : {}),
      };

/**
 * The analytx service: 3D files, their analysis tasks and pictures. Every call is made for the
 * request's shopper and names them (an upload stores them as the file's owner).
 */
export class AnalytxAPI extends UpstreamAPI {
  protected readonly upstreamName = "analytx";
  private readonly reader: () => Promise<ModelReader>;

  constructor(options: UpstreamOptions & { reader: () => Promise<ModelReader> }) {
    super(options);
    this.reader = options.reader;
  }

  protected override async willSendRequest(path: string, request: AugmentedRequest) {
    super.willSendRequest(path, request);
    Object.assign(request.headers, readerHeadersOf(await this.reader()));
  }

  // Answers differ by reader: one reader's answer is never another's (deduplication, HTTP cache).
  protected override cacheKeyFor(url: URL, request: RequestOptions): string {
    const reader = [readerHeaders.uploaderKey, readerHeaders.userId].map((name) => request.headers?.[name]);
    return `${reader.join(" ")} ${super.cacheKeyFor(url, request)}`;
  }

  /** Null when the file does not exist. */
  async file(id: string): Promise<ModelFileModel | null> {
    return this.nullOn("NOT_FOUND", async () =>
      this.checked(fileSchema, await this.get(`analytx/file/${encodeURIComponent(id)}`), "GET /analytx/file"),
    );
  }

  /** The ids among `ids` that name no file of this reader (unknown or another's). */
  async unreadable(ids: readonly string[]): Promise<string[]> {
    // Longer ids name no file; analytx's lookup takes none.
    const wanted = [...new Set(ids)].filter((id) => id.length <= 100);
    const found = new Set<string>();
    for (let at = 0; at < wanted.length; at += MAX_LOOKUP_IDS) {
      const answer = await this.post("analytx/files/lookup", {
        body: { ids: wanted.slice(at, at + MAX_LOOKUP_IDS) },
      });
      for (const file of this.checked(fileLookupAnswerSchema, answer, "POST /analytx/files/lookup").files)
        found.add(file._id);
    }
    return ids.filter((id) => !found.has(id.toLowerCase()));
  }

  /** This browser's uploads without a customer become `userId`'s (the customer signed in). */
  async claimUploads(uploaderKey: string, userId: string): Promise<number> {
    const answer = await this.post("analytx/files/claim", { body: { uploaderKey, userId } });
    return this.checked(fileClaimAnswerSchema, answer, "POST /analytx/files/claim").claimed;
  }

  async task(id: string): Promise<AnalysisTaskModel | null> {
    return this.nullOn("NOT_FOUND", async () =>
      this.checked(taskSchema, await this.get(`analytx/task/${encodeURIComponent(id)}`), "GET /analytx/task"),
    );
  }

  /** The changed file, or the service's refusal: unknown file, or fields that break its rules. */
  async updateFile(id: string, body: { name?: string; givenUnitOfLength?: string }) {
    try {
      return this.checked(
        fileSchema,
        await this.patch(`analytx/file/${encodeURIComponent(id)}`, { body }),
        "PATCH /analytx/file",
      );
    } catch (error) {
      const { code, message, fields } = this.refusedWith(error, fileUpdateRefusalCodes);
      return { kind: "refused" as const, code, message, fields };
    }
  }

  async retry(taskId: string): Promise<AnalysisTaskModel | Refused<(typeof retryRefusalCodes)[number]>> {
    try {
      return this.checked(
        taskSchema,
        await this.post(`analytx/task/${encodeURIComponent(taskId)}/retry`),
        "POST retry",
      );
    } catch (error) {
      const { code, message } = this.refusedWith(error, retryRefusalCodes);
      return { code, message };
    }
  }

  /** Streams an upload on to analytx; a file it refuses (too large, wrong type) comes back as `rejected`. */
  async upload(
    file: UploadedFile,
    fields: Record<string, string>,
  ): Promise<
    | { accepted: { taskId: string; file: ModelFileModel } }
    | { rejected: Refused<(typeof uploadRefusalCodes)[number]> }
  > {
    try {
      const answer = this.checked(
        uploadAnswerSchema,
        await this.postFile("analytx/file/", file, fields, readerHeadersOf(await this.reader())),
        "POST /analytx/file/",
      );
      return { accepted: { taskId: answer.taskId, file: answer.createdObject } };
    } catch (error) {
      if (error instanceof FileTooLarge)
        return { rejected: { code: "FILE_TOO_LARGE", message: error.message } };
      const { code, message } = this.refusedWith(error, uploadRefusalCodes);
      return { rejected: { code, message } };
    }
  }

  /** The task's event stream (server-sent events). */
  async taskEvents(taskId: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    let response: Response;
    try {
      response = await fetch(new URL(`analytx/task/${encodeURIComponent(taskId)}/events`, this.baseURL), {
        headers: {
          ...readerHeadersOf(await this.reader()),
          accept: "text/event-stream",
          "x-request-id": this.requestId,
        },
        signal,
      });
    } catch (error) {
      throw this.unavailable(error);
    }
    if (response.status === 404) {
      throw new GraphQLError(`Analysis task ${taskId} not found`, { extensions: { code: "NOT_FOUND" } });
    }
    if (!response.ok || !response.body)
      throw this.unavailable(new Error(`analytx answered ${response.status}`));
    return response.body;
  }
}
