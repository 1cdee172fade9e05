// Laying out a PDF takes react-pdf a fraction of a second for a datasheet and seconds for a
// catalog, all of it on the thread that runs it. The server renders documents on a worker
// thread instead (ADR 023), so a publish never holds the event loop that answers visitors:
// the worker loads the server bundle (which exports `renderDocumentHere`) and renders one
// document per message; it is started for a round of renders and ended after it.
import { Worker } from "node:worker_threads";
import { renderToBuffer } from "@react-pdf/renderer";
import type { SiteContent } from "~/lib/content/site-content";
import { BuiltImages } from "./images";
import { documentElement, type DocumentJob } from "./jobs";

export interface RenderRequest {
  job: DocumentJob;
  content: SiteContent;
  imagesDir: string;
  /** The library renditions the document's images are made from, by file name. */
  library?: Record<string, Uint8Array>;
}

/** Renders a document on this thread (the worker's side, and where no worker can be had). */
export async function renderDocumentHere({
  job,
  content,
  imagesDir,
  library = {},
}: RenderRequest): Promise<Uint8Array> {
  images ??= { dir: imagesDir, built: new BuiltImages(imagesDir) };
  if (images.dir !== imagesDir) images = { dir: imagesDir, built: new BuiltImages(imagesDir) };
  images.built.addLibraryFiles(library);
  const element = await documentElement(job, content, images.built.encoder());
  return new Uint8Array(await renderToBuffer(element));
}
/** The images encoded for the PDFs, kept while this thread renders (a worker lives for one round). */
let images: { dir: string; built: BuiltImages } | undefined;

/** Runs in the worker: loads the server bundle, then renders each document it is sent. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
import(workerData.entry).then(
  (bundle) => {
    parentPort.on("message", async (request) => {
      try {
        const bytes = await bundle.renderDocumentHere(request);
        parentPort.postMessage({ id: request.id, bytes }, [bytes.buffer]);
      } catch (error) {
        parentPort.postMessage({ id: request.id, error: error && error.stack ? error.stack : String(error) });
      }
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ failed: error && error.stack ? error.stack : String(error) }),
);
`;

export interface DocumentThread {
  render(request: RenderRequest): Promise<Uint8Array>;
  /** Ends the worker (the next render starts another). */
  close(): Promise<void>;
}

/**
 * Renders documents on a worker thread that loads `serverEntry` (the server bundle). The worker
 * starts with the first render and stays until `close`.
 */
export function documentThread(serverEntry: string): DocumentThread {
  let worker: Worker | undefined;
  let ready: Promise<Worker> | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();

  const start = (): Promise<Worker> =>
    (ready ??= new Promise<Worker>((resolve, reject) => {
      const started = new Worker(WORKER_SOURCE, { eval: true, workerData: { entry: serverEntry } });
      worker = started;
      started.on(
        "message",
        (message: { ready?: true; failed?: string; id?: number; bytes?: Uint8Array; error?: string }) => {
          if (message.ready) return resolve(started);
          if (message.failed)
            return reject(new Error(`The document worker could not start: ${message.failed}`));
          const pending = waiting.get(message.id!);
          if (!pending) return;
          waiting.delete(message.id!);
          if (message.error) pending.reject(new Error(message.error));
          else pending.resolve(message.bytes!);
        },
      );
      const fail = (error: Error) => {
        reject(error);
        for (const pending of waiting.values()) pending.reject(error);
        waiting.clear();
        // Unless a newer worker has taken its place (this one was closed).
        if (worker === started) {
          worker = undefined;
          ready = undefined;
        }
      };
      started.on("error", fail);
      started.on("exit", (code) => fail(new Error(`The document worker stopped (exit code ${code})`)));
    }));

  return {
    async render(request) {
      const running = await start();
      const id = ++next;
      return new Promise<Uint8Array>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        running.postMessage({ ...request, id });
      });
    },
    async close() {
      const running = worker;
      worker = undefined;
      ready = undefined;
      if (running) await running.terminate();
    },
  };
}
