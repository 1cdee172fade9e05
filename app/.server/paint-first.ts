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

// The page is worked on as bytes: decoding ~80 KB of HTML into a string, searching it and
// encoding it back cost a millisecond or more per render once the page holds a character
// past Latin-1 (a dash in a post's title makes V8 keep the whole page two bytes a character).
const PRELOAD_OPEN = Buffer.from('<link rel="modulepreload" href="');
const BOOTSTRAP_OPEN = Buffer.from('<script nonce="');
const BOOTSTRAP_MARK = Buffer.from('" type="module" async="">');
const SCRIPT_CLOSE = Buffer.from("</script>");
const QUOTE = 0x22; // "
const TAG_END = 0x3e; // >
const SLASH = 0x2f; // /

/** How long to wait for a paint before fetching the scripts anyway. */
export const NO_PAINT_FALLBACK_MS = 1_000;

/** Safe inside an inline <script>: JSON with "<" escaped, so no "</script>" can appear. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The inline script that adds the preloads and the bootstrap module once the page has painted. */
function loaderScript(preloads: string[], code: string): string {
  return (
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
    `else requestAnimationFrame(()=>setTimeout(go));setTimeout(go,${NO_PAINT_FALLBACK_MS})})()`
  );
}

/** The bootstrap module React Router ends the body with: where its tag is, its nonce and code. */
function findBootstrap(html: Buffer) {
  const mark = html.lastIndexOf(BOOTSTRAP_MARK);
  if (mark < 0) return undefined;
  const start = html.lastIndexOf(BOOTSTRAP_OPEN, mark);
  if (start < 0) return undefined;
  const nonceStart = start + BOOTSTRAP_OPEN.length;
  if (html.indexOf(QUOTE, nonceStart) !== mark) return undefined;
  const codeStart = mark + BOOTSTRAP_MARK.length;
  const codeEnd = html.indexOf(SCRIPT_CLOSE, codeStart);
  if (codeEnd < 0) return undefined;
  return {
    start,
    end: codeEnd + SCRIPT_CLOSE.length,
    nonce: html.toString("latin1", nonceStart, mark),
    code: html.toString("utf8", codeStart, codeEnd),
  };
}

/**
 * Rewrites a rendered page (UTF-8 bytes): its `<link rel="modulepreload" href="…" …/>` tags
 * and its bootstrap module leave the HTML, and an inline script with the same nonce adds
 * them after the first paint. A page without the bootstrap module (an error page rendered
 * without scripts) comes back as it is.
 */
export function paintFirst(html: Buffer): Buffer {
  const bootstrap = findBootstrap(html);
  if (!bootstrap) return html;
  const parts: Buffer[] = [];
  const preloads: string[] = [];
  let kept = 0;
  for (let at = html.indexOf(PRELOAD_OPEN); at >= 0 && at < bootstrap.start;) {
    const hrefStart = at + PRELOAD_OPEN.length;
    const hrefEnd = html.indexOf(QUOTE, hrefStart);
    const tagEnd = hrefEnd < 0 ? -1 : html.indexOf(TAG_END, hrefEnd);
    if (tagEnd < 0) break;
    // Only a self-closed tag, as React writes it.
    if (html[tagEnd - 1] === SLASH) {
      preloads.push(html.toString("utf8", hrefStart, hrefEnd));
      parts.push(html.subarray(kept, at));
      kept = tagEnd + 1;
    }
    at = html.indexOf(PRELOAD_OPEN, tagEnd + 1);
  }
  parts.push(
    html.subarray(kept, bootstrap.start),
    Buffer.from(
      `<script nonce="${bootstrap.nonce}">${loaderScript(preloads, bootstrap.code)}</script>`,
      "utf8",
    ),
    html.subarray(bootstrap.end),
  );
  return Buffer.concat(parts);
}
