// The server bundle's entry (see vite.config.ts): our HTTP server and the app's build.
import * as build from "virtual:react-router/server-build";

export { startServer } from "./start-server";
export { adminApiArea, adminApiEndpoints } from "./admin-api";
export { ConfigError } from "~/.server/env";
export { DatabaseInUseError } from "~/.server/db/client";
// What the documents' worker thread runs (it loads this bundle).
export { renderDocumentHere } from "~/.server/documents/render-thread";
export const serverBuild = build;
