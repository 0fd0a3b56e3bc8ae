import type { PageAssets } from "./contract";

/** What makes the entry start before the page has loaded: the shopper reaching for the page. */
const EARLY_START_EVENTS = ["pointerdown", "keydown", "focusin"];

/**
 * The boot script's last part: the browser's code starts once the page has loaded (its stylesheet
 * and first pictures are in), or as soon as the shopper touches, clicks or types. On a slow
 * connection, 250 kB of modules fetched from the start would share the line with the stylesheet
 * and the largest picture, and hold back the first paint by about a second; fetched after them,
 * the page shows first and hydrates about as soon as before. The modules are preloaded together
 * with the entry, not found one import after another, at low priority: a picture still on its way
 * comes first. No timer: a page under a fake clock starts all the same. A script element, not
 * `import()`, so that browsers too old for modules skip it. Buttons clicked before React listens are remembered (a form's submit
 * held back) and clicked again once it does (`window.__DRUCKWERK_EARLY_CLICKS__`, entry-client):
 * a shopper's quick tap on the cookie banner is not lost.
 */
export function startEntryScript(assets: PageAssets, json: (value: unknown) => string): string {
  return `(function(){var started=false;function start(){if(started)return;started=true;${json(assets.modules)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.fetchPriority="low";link.href=href;document.head.appendChild(link)});var script=document.createElement("script");script.type="module";script.fetchPriority="low";script.src=${json(assets.entry)};document.body.appendChild(script)}var clicks=[];function early(event){var button=event.target&&event.target.closest&&event.target.closest("button");if(!button||button.disabled)return;clicks.push(button);if(button.type==="submit")event.preventDefault()}addEventListener("click",early,true);window.__DRUCKWERK_EARLY_CLICKS__=function(){removeEventListener("click",early,true);return clicks};if(document.readyState==="complete")start();else{addEventListener("load",start);${json(EARLY_START_EVENTS)}.forEach(function(type){addEventListener(type,start,{capture:true,passive:true})})}})();`;
}
