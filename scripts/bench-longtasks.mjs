// npm run bench:longtasks -- [paths…] [--runs=5] [--cpu=4] [--settle=5000] [--origin=http://…]
// The main thread's long tasks while a page loads, from a Chromium performance trace: the
// page is opened on a phone-sized screen (412×823, as Lighthouse's mobile run) with the CPU
// slowed down `--cpu` times (4, Lighthouse's figure), left alone until `--settle` ms after
// its load event (no scrolling, no input), and the trace's top-level tasks on the page's
// main thread are read. Prints, per path, the median of the runs: the longest task (and
// what it was busy with, in the median run), the longest task after the first contentful
// paint, the number of tasks over 50 ms, and their blocking time after the first contentful
// paint (the sum of each one's time over 50 ms, as TBT counts it). Without --origin it serves the production build on a throwaway
// database (building it first when stale).
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { startBenchServer } from "./bench-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const runs = Number(option("runs", 5));
const cpu = Number(option("cpu", 4));
const settle = Number(option("settle", 5_000));
const paths = args.filter((a) => !a.startsWith("--"));
if (paths.length === 0) paths.push("/", "/es");

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "v8.execute",
  "blink.user_timing",
  "loading",
];
const TASK = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);
/** The kinds of work named in a long task's summary, with what identifies each. */
const WORK = {
  EvaluateScript: (e) => `evaluate ${file(e.args?.data?.url)}`,
  "v8.evaluateModule": () => "evaluate module",
  FunctionCall: (e) => `script ${file(e.args?.data?.url)}`,
  TimerFire: () => "timer",
  FireAnimationFrame: () => "animation frame",
  EventDispatch: (e) => `event ${e.args?.data?.type ?? ""}`,
  ParseHTML: () => "parse HTML",
  ParseAuthorStyleSheet: () => "parse CSS",
  UpdateLayoutTree: () => "style",
  Layout: () => "layout",
  PrePaint: () => "pre-paint",
  Paint: () => "paint",
  "v8.compile": () => "compile",
  "v8.compileModule": () => "compile module",
  MajorGC: () => "GC",
  MinorGC: () => "GC",
};
const file = (url) => (url ? url.replace(/^.*\//, "").replace(/-[\w-]{8}\.js$/, ".js") : "(inline)");

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A thread's events as complete ("X") events: begin/end pairs ("B", "E") joined. */
function completeEvents(events) {
  const complete = [];
  const open = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts)) {
    if (e.ph === "X") complete.push(e);
    else if (e.ph === "B") open.push(e);
    else if (e.ph === "E") {
      const begin = open.pop();
      if (begin)
        complete.push({ ...begin, ph: "X", dur: e.ts - begin.ts, args: { ...begin.args, ...e.args } });
    }
  }
  return complete;
}

/** Long tasks of one page load, from its trace. */
function analyse(trace, origin) {
  const events = trace.traceEvents;
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(origin));
  if (!parse) throw new Error("no ParseHTML event for the page in the trace");
  const { pid, tid } = parse;
  const main = completeEvents(events.filter((e) => e.pid === pid && e.tid === tid));
  const navigation = events.find((e) => e.name === "navigationStart" && e.pid === pid);
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === pid);
  const start = navigation?.ts ?? parse.ts;
  const tasks = main
    .filter((e) => TASK.has(e.name) && e.dur >= 50_000 && e.ts >= start)
    .map((e) => ({ start: (e.ts - start) / 1000, ms: e.dur / 1000, event: e }));
  const fcpAt = fcp ? (fcp.ts - start) / 1000 : 0;
  const longest = tasks.reduce((a, b) => (b.ms > (a?.ms ?? 0) ? b : a), undefined);
  let busy = "-";
  if (longest) {
    const { ts, dur } = longest.event;
    const work = new Map();
    for (const e of main) {
      if (e.ts < ts || e.ts + e.dur > ts + dur || !WORK[e.name]) continue;
      const what = WORK[e.name](e);
      work.set(what, (work.get(what) ?? 0) + e.dur / 1000);
    }
    busy =
      [...work]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([what, ms]) => `${what} ${Math.round(ms)}`)
        .join(", ") || "-";
  }
  const afterFcp = tasks.filter((t) => t.start >= fcpAt);
  return {
    longestAfterFcpMs: Math.max(0, ...afterFcp.map((t) => t.ms)),
    longestMs: longest?.ms ?? 0,
    longestAt: longest?.start ?? 0,
    count: tasks.length,
    blockingMs: afterFcp.reduce((sum, t) => sum + t.ms - 50, 0),
    fcpMs: fcpAt,
    busy,
  };
}

const server = option("origin") ? undefined : await startBenchServer();
const origin = option("origin") ?? server.origin;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows = [];
try {
  for (const p of paths) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(origin + p, { waitUntil: "load" });
      await page.waitForTimeout(settle);
      const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
      samples.push(analyse(trace, origin));
      await context.close();
    }
    const byLongest = [...samples].sort((a, b) => a.longestMs - b.longestMs);
    const mid = byLongest[Math.floor(byLongest.length / 2)];
    rows.push({
      url: p,
      longestMs: Math.round(mid.longestMs),
      longestAtMs: Math.round(mid.longestAt),
      longestBusyWith: mid.busy,
      longestAfterFcpMs: Math.round(median(samples.map((s) => s.longestAfterFcpMs))),
      over50: median(samples.map((s) => s.count)),
      blockingAfterFcpMs: Math.round(median(samples.map((s) => s.blockingMs))),
      runsLongestMs: samples.map((s) => Math.round(s.longestMs)).join(" "),
    });
  }
} finally {
  await browser.close();
  server?.stop();
}
console.log(
  `Main-thread long tasks during load, ${runs} run(s) per URL, median (CPU ×${cpu}, 412×823, ${settle} ms after load):`,
);
console.table(rows);
