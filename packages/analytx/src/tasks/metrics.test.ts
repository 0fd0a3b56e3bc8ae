import { boxMesh, exportStl } from "@druckwerk/mesh";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meshEngine } from "../engine/mesh-engine";
import { startTestAnalytx } from "../testing/service";

/** One analytx process with its sweep out of the way: a task set back to queued stays queued. */
describe("the analysis metrics on /metrics", () => {
  let analytx: Awaited<ReturnType<typeof startTestAnalytx>>;
  beforeAll(async () => {
    analytx = await startTestAnalytx(meshEngine({ threads: 1 }));
  });
  afterAll(() => analytx.close());

  const sample = async (name: string) => {
    const text = await (await fetch(`${analytx.url}/metrics`)).text();
    const line = text.split("\n").find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.slice(name.length + 1));
  };

  it("times each analysis by outcome and counts the tasks waiting in the queue", async () => {
    const completed = 'druckwerk_analysis_task_duration_seconds_count{outcome="completed"}';
    expect(await sample("druckwerk_analysis_tasks_queued")).toBe(0);
    expect(await sample("druckwerk_analysis_tasks_running")).toBe(0);
    const form = new FormData();
    form.append("file", new Blob([exportStl(boxMesh([0, 0, 0], [20, 10, 5]))]), "block.stl");
    const upload = await fetch(`${analytx.url}/analytx/file/`, { method: "POST", body: form });
    const { taskId } = (await upload.json()) as { taskId: string };
    await expect
      .poll(
        async () => ((await (await fetch(`${analytx.url}/analytx/task/${taskId}`)).json()) as Json).status,
        {
          timeout: 20_000,
          interval: 50,
        },
      )
      .toBe("completed");
    expect(await sample(completed)).toBe(1);
    expect(await sample("druckwerk_analysis_tasks_running")).toBe(0);

    // Nothing kicks the runner and its sweep is an hour away: the task waits in the queue.
    await analytx.database.db.execute(sql`update analytx.tasks set status = 'queued' where id = ${taskId}`);
    expect(await sample("druckwerk_analysis_tasks_queued")).toBe(1);
  }, 30_000);
});

type Json = { status: string };
