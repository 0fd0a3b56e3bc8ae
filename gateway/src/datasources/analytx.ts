import {
  type FileEntity,
  fileSchema,
  type Task,
  taskSchema,
  uploadAnswerSchema,
} from "@druckwerk/analytx/contract";
import { GraphQLError } from "graphql";
import { postMultipart, type UploadedFile, uploadAnswer } from "./multipart";
import { UpstreamAPI } from "./upstream";

export type ModelFileModel = FileEntity;
export type AnalysisTaskModel = Task;

/** The analytx service: 3D files, their analysis tasks and pictures. */
export class AnalytxAPI extends UpstreamAPI {
  protected readonly upstreamName = "analytx";

  /** Null when the file does not exist. */
  async file(id: string): Promise<ModelFileModel | null> {
    return this.nullOn(404, async () =>
      this.checked(fileSchema, await this.get(`analytx/file/${encodeURIComponent(id)}`), "GET /analytx/file"),
    );
  }

  async task(id: string): Promise<AnalysisTaskModel | null> {
    return this.nullOn(404, async () =>
      this.checked(taskSchema, await this.get(`analytx/task/${encodeURIComponent(id)}`), "GET /analytx/task"),
    );
  }

  async updateFile(
    id: string,
    body: { name?: string; givenUnitOfLength?: string },
  ): Promise<ModelFileModel | null> {
    return this.nullOn(404, async () =>
      this.checked(
        fileSchema,
        await this.patch(`analytx/file/${encodeURIComponent(id)}`, { body }),
        "PATCH /analytx/file",
      ),
    );
  }

  async retry(taskId: string): Promise<AnalysisTaskModel> {
    return this.checked(
      taskSchema,
      await this.post(`analytx/task/${encodeURIComponent(taskId)}/retry`),
      "POST retry",
    );
  }

  /** Streams an upload on to analytx; client errors (too large, wrong type) come back as `rejected`. */
  async upload(
    file: UploadedFile,
    fields: Record<string, string>,
  ): Promise<
    { accepted: { taskId: string; file: ModelFileModel } } | { rejected: { code: string; message: string } }
  > {
    const response = await postMultipart(
      new URL("analytx/file/", this.baseURL),
      file,
      fields,
      this.requestId,
    ).catch((error: unknown) => {
      throw this.unavailable(error);
    });
    const answer = uploadAnswer(response);
    if (answer.kind === "rejected") return { rejected: { code: answer.code, message: answer.message } };
    if (!answer.ok) throw this.unavailable(new Error(`analytx answered ${answer.status}`));
    const parsed = this.checked(uploadAnswerSchema, answer.body, "POST /analytx/file/");
    return { accepted: { taskId: parsed.taskId, file: parsed.createdObject } };
  }

  /** The task's event stream (server-sent events). */
  async taskEvents(taskId: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
    let response: Response;
    try {
      response = await fetch(new URL(`analytx/task/${encodeURIComponent(taskId)}/events`, this.baseURL), {
        headers: { accept: "text/event-stream", "x-request-id": this.requestId },
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
