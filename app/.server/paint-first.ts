/**
 * Paint first, then fetch the app's scripts (ADR 008). React Router puts a
 * `<link rel="modulepreload">` in the head for every module of the page and ends the body
 * with an inline module script that imports them and starts hydration. On a slow
 * connection those ~120 KB of script share the first round trips with the stylesheet and
 * the hero image, and their evaluation and hydration can hold the first paint.
 *
 * The page reads and navigates without JavaScript, so it can wait: this rewrites the
 * document so that the preloads and the bootstrap module are added by a small inline
 * script just after the first paint (or after a short delay where nothing is painted, as
 * in a background tab). Everything else stays as React Router wrote it. The same script
 * starts the input keeper (app/lib/input-keeper.ts): a click or key press made before the page
 * has hydrated is given to its control once it has.
 */

import KEEP_INPUTS from "virtual:input-keeper-source";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const BOOTSTRAP = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/** How long to wait for a paint before fetching the scripts anyway. */
export const NO_PAINT_FALLBACK_MS = 1_000;

/** Safe inside an inline <script>: JSON with "<" escaped, so no "</script>" can appear. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

export function paintFirst(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html;
  const [tag, nonce, code] = bootstrap;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const loader =
    `(()=>{const n=document.currentScript.nonce,p=${scriptLiteral(preloads)},c=${scriptLiteral(code)};` +
    // Keeps the inputs the page misses before it hydrates (app/lib/input-keeper.ts).
    KEEP_INPUTS +
    `let done=false;const go=()=>{if(done)return;done=true;` +
    `for(const h of p){const l=document.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;document.head.append(l)}` +
    `const s=document.createElement("script");s.type="module";s.nonce=n;s.textContent=c;document.body.append(s)};` +
    // The first paint as the browser reports it (Paint Timing); where that is not
    // available, the first animation frame.
    `const P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.includes("paint"))` +
    `new P((l,o)=>{o.disconnect();go()}).observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(()=>setTimeout(go));setTimeout(go,${NO_PAINT_FALLBACK_MS})})()`;
  return html.replace(MODULE_PRELOAD, "").replace(tag, () => `<script nonce="${nonce}">${loader}</script>`);
}
