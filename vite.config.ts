import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompress } from "./scripts/vite-precompress.ts";
import { worldMap } from "./scripts/vite-world-map.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), worldMap(), precompress()],
  resolve: { tsconfigPaths: true },
  build: {
    // Hashed assets are served with immutable caching; keep tiny files inline.
    assetsInlineLimit: 2048,
  },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // The small modules every page shares travel as one file, not a dozen.
            manualChunks(id: string) {
              // Rolldown's module helpers and react-dom's small shared part would otherwise be
              // two more tiny files in every page's first load.
              if (
                id.includes("rolldown/runtime") ||
                /node_modules\/react-dom\/(index|cjs\/react-dom\.production)/.test(id)
              ) {
                return "app-shared";
              }
              if (
                /\/app\/(components|lib|i18n)\//.test(id) &&
                // …but not what only some pages use (uploaded images: news; Button, ConfirmDialog: the back
                // office): each comes with the page (or later).
                !/site-footer|error-screen|not-found-screen|scroll-to-top|carousel|site-structured-data|image-lightbox|choice-tabs|page-hero|breadcrumbs|contact-details|uploaded-|confirm-dialog|ui\/button\./.test(
                  id,
                )
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
