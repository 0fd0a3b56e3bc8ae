/** Small helpers to call the REST services the way another service or a script would. */

// biome-ignore lint/suspicious/noExplicitAny: answers are read as loose JSON and checked by each test
export type Json = any;
export async function uploadFile(
  servicesUrl: string,
  bytes: Uint8Array,
  filename: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([bytes]), filename);
  const response = await fetch(`${servicesUrl}/analytx/file/`, { method: "POST", body: form });
  return { status: response.status, body: (await response.json()) as Json };
}

export async function json(url: string, init?: RequestInit & { json?: unknown }) {
  const response = await fetch(url, {
    ...init,
    headers: {
      ...(init?.json === undefined ? {} : { "content-type": "application/json" }),
      ...init?.headers,
    },
    body: init?.json === undefined ? init?.body : JSON.stringify(init.json),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Json };
}

/** Waits until the task has ended, reading its state once a second as old clients do. */
export async function waitForTask(servicesUrl: string, taskId: string, attempts = 120) {
  for (let i = 0; i < attempts; i++) {
    const { body } = await json(`${servicesUrl}/analytx/task/${taskId}`);
    if (body.status === "completed" || body.status === "failed") return body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`task ${taskId} did not end`);
}

/** Uploads a model and waits for its analysis: the id of an analysed 3D file. */
export async function analysedModel(
  servicesUrl: string,
  bytes: Uint8Array,
  filename: string,
): Promise<string> {
  const upload = await uploadFile(servicesUrl, bytes, filename);
  await waitForTask(servicesUrl, upload.body.taskId);
  return upload.body.createdObject._id;
}
