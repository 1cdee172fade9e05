import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { inputKeeperSource } from "./scripts/vite-input-keeper.ts";
import { precompress } from "./scripts/vite-precompress.ts";
import { routerProductionBuild } from "./scripts/vite-router-production.ts";
import { worldMap } from "./scripts/vite-world-map.ts";

/**
 * The page frame's own modules (the client entry, root.tsx, routes/site-layout.tsx), which every
 * public page runs: in the shared file they compress with the framework, a kilobyte of gzip less
 * than in files of their own (their route modules stay as files that re-export them).
 */
const FRAME_MODULES =
  /\/app\/(entry\.client|root|routes\/site-layout)\.tsx(\?__react-router-build-client-route)?$/;

/** The app's modules that the page frame itself imports, so every page needs them. */
const SHELL_MODULES =
  /\/app\/(i18n\/(i18n-context|locales|dictionary|fallback-messages)|lib\/(root-data|nonce|input-keeper|seo|structured-data|image-paths|use-hydrated)|components\/layout\/(site-header|brand-logo|navigation|use-disclosure-dismiss)|components\/ui\/(icons|toaster))\.tsx?$/;

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    worldMap(),
    inputKeeperSource(),
    routerProductionBuild(),
    precompress(),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    // Hashed assets are served with immutable caching; keep tiny files inline.
    assetsInlineLimit: 2048,
    // Vite's manifest of the client build, kept: the catalogue route reads it to preload the
    // code of the page kind it renders (app/routes/catalogue/kind-modules.server.ts).
    manifest: true,
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // One shared file for what every page runs: the framework (React, React DOM, React
            // Router; one file compresses better than two), Rolldown's module helpers, the page frame
            // (FRAME_MODULES) and the modules it imports. An allow-list: any other module
            // under components/, lib/ or i18n/ goes with the pages that import it (or later), so a
            // component added for some pages never reaches every visitor's first load. The
            // first-load budget test (tests/integration/first-load-budget.test.ts) holds it.
            manualChunks(id: string) {
              if (
                id.includes("rolldown/runtime") ||
                /node_modules\/(react|react-dom|react-router|scheduler)\//.test(id) ||
                SHELL_MODULES.test(id) ||
                FRAME_MODULES.test(id)
              ) {
                return "app-shared";
              }
            },
          },
        },
      },
    },
    // The server bundle's entry is our Express app (server/app.ts), so the HTTP server,
    // the React Router handler and every `.server` module share one module graph: one
    // database handle per process, which PGlite requires.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  server: { host: "127.0.0.1" },
});
