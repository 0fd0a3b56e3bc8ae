import { once } from "node:events";
import WebSocket from "ws";

/** What a returning shopper's browser holds for the shop: cookies and localStorage entries. */
export interface ShopperState {
  cookies: { name: string; value: string }[];
  localStorage: Record<string, string>;
}

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
}

/** The DevTools protocol over the browser's socket: commands, and the next event of a kind. */
function devtools(socket: WebSocket) {
  let lastId = 0;
  const awaitMessage = (matches: (message: Message) => boolean) =>
    new Promise<Message>((resolve) => {
      const listener = (data: WebSocket.RawData) => {
        const message = JSON.parse(String(data)) as Message;
        if (!matches(message)) return;
        socket.off("message", listener);
        resolve(message);
      };
      socket.on("message", listener);
    });
  return {
    async send<T = unknown>(method: string, params: object, sessionId?: string): Promise<T> {
      const id = ++lastId;
      const answer = awaitMessage((message) => message.id === id);
      socket.send(JSON.stringify({ id, method, params, sessionId }));
      const { result, error } = await answer;
      if (error) throw new Error(`${method}: ${error.message}`);
      return result as T;
    },
    /** Resolves at the next `method` event of the session; ask before causing it. */
    event: (method: string, sessionId: string) =>
      awaitMessage((message) => message.method === method && message.sessionId === sessionId),
  };
}

/**
 * Gives the Chrome listening on `port` a shopper's state for `origin` over the DevTools protocol,
 * before Lighthouse opens a page there. Lighthouse keeps cookies and localStorage between its
 * storage reset and the page load (its `clearStorageTypes` leave them out); it clears the HTTP cache.
 */
export async function giveShopperState(port: number, origin: string, state: ShopperState) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await once(socket, "open");
  const { send, event } = devtools(socket);
  try {
    await send("Storage.setCookies", {
      cookies: state.cookies.map((cookie) => ({ ...cookie, url: origin })),
    });
    // localStorage is written from a document of the origin: robots.txt, the smallest one it has.
    const { targetId } = await send<{ targetId: string }>("Target.createTarget", { url: "about:blank" });
    const { sessionId } = await send<{ sessionId: string }>("Target.attachToTarget", {
      targetId,
      flatten: true,
    });
    await send("Page.enable", {}, sessionId);
    const loaded = event("Page.loadEventFired", sessionId);
    await send("Page.navigate", { url: `${origin}/robots.txt` }, sessionId);
    await loaded;
    const entries = JSON.stringify(Object.entries(state.localStorage));
    const written = await send<{ exceptionDetails?: unknown }>(
      "Runtime.evaluate",
      { expression: `${entries}.forEach(([key, value]) => localStorage.setItem(key, value))` },
      sessionId,
    );
    if (written.exceptionDetails)
      throw new Error(`localStorage: ${JSON.stringify(written.exceptionDetails)}`);
    await send("Target.closeTarget", { targetId });
  } finally {
    socket.close();
  }
}
