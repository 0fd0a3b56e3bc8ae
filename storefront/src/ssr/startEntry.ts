/**
 * The boot script's last part: the browser's entry runs after the page's first frame. Its modules
 * are preloaded from the head; run straight after the HTML, they would keep the page from painting
 * until they had hydrated it. A hidden tab draws no frames: there it runs at once.
 */
export function startEntryScript(entry: string, json: (value: unknown) => string): string {
  return `(function(){function go(){import(${json(entry)})}if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})();`;
}
