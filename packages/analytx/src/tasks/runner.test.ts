import { boxMesh, exportStl } from "@druckwerk/mesh";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meshEngine } from "../engine/mesh-engine";
import { startTestAnalytx } from "../testing/service";

/** The task queue of one analytx process, with its periodic sweep out of the way (an hour). */
describe("the analysis queue", () => {
  let analytx: Awaited<ReturnType<typeof startTestAnalytx>>;
  let url: string;
  beforeAll(async () => {
    analytx = await startTestAnalytx(meshEngine({ threads: 1 }));
    url = analytx.url;
  });
  afterAll(() => analytx.close());

  const upload = async (size: number) => {
    const form = new FormData();
    form.append("file", new Blob([exportStl(boxMesh([0, 0, 0], [size, 10, 5]))]), `block-${size}.stl`);
    const answer = await fetch(`${url}/analytx/file/`, { method: "POST", body: form });
    return ((await answer.json()) as { taskId: string }).taskId;
  };
  const statusOf = async (taskId: string) =>
    ((await (await fetch(`${url}/analytx/task/${taskId}`)).json()) as { status: string }).status;

  it("analyses uploads queued while it is busy one after the other, without waiting for a sweep", async () => {
    const taskIds = await Promise.all([20, 30, 40, 50].map(upload));
    for (const taskId of taskIds)
      await expect.poll(() => statusOf(taskId), { timeout: 20_000, interval: 50 }).toBe("completed");
  }, 30_000);
});
