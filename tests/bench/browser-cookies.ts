import { once } from "node:events";
import WebSocket from "ws";

export interface Cookie {
  name: string;
  value: string;
}

/**
 * Gives the Chrome listening on `port` cookies of `origin` over the DevTools protocol
 * (`Storage.setCookies` on the browser's own socket), before Lighthouse opens a page there.
 * Lighthouse's storage reset leaves cookies alone (its `clearStorageTypes` do not name them).
 */
export async function giveCookies(port: number, origin: string, cookies: Cookie[]) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await once(socket, "open");
  try {
    const answered = once(socket, "message");
    socket.send(
      JSON.stringify({
        id: 1,
        method: "Storage.setCookies",
        params: { cookies: cookies.map((cookie) => ({ ...cookie, url: origin })) },
      }),
    );
    const [data] = (await answered) as [WebSocket.RawData];
    const answer = JSON.parse(String(data)) as { error?: { message: string } };
    if (answer.error) throw new Error(`Storage.setCookies: ${answer.error.message}`);
  } finally {
    socket.close();
  }
}
