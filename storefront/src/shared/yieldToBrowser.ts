/**
 * Resolves in a task of its own, so that the browser may paint and answer input in between: work
 * split by it runs as several short tasks instead of one long one. A message, not a timer: a page
 * under a fake clock goes on all the same.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
