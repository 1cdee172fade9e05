// Admin code never travels with a public page. From the client build: every file a public
// route can load (React Router's manifest of the server build, then every static and dynamic
// import of those files, transitively) is searched for code of the admin area, recognised by
// the string literals that only admin sources contain. Inlined into a public chunk or split
// into a shared one, admin code is found either way.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/ensure-build.mjs";
import { loadBundle } from "../support/test-server";

const ADMIN_SOURCES = ["app/routes/admin", "app/features/admin"];
const clientDir = path.join(root, "build", "client");

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|jsx?)$/.test(entry) && !/\.test\./.test(entry)) yield full;
  }
}

const literals = (text: string) =>
  [...text.matchAll(/"([^"\\\n]{12,})"|'([^'\\\n]{12,})'/g)].map((match) => match[1] ?? match[2] ?? "");

/** String literals of the admin sources that no other source of the app contains. */
function adminMarkers(): string[] {
  const isAdmin = (file: string) => ADMIN_SOURCES.some((dir) => file.startsWith(path.join(root, dir)));
  const all = [...sourceFiles(path.join(root, "app"))];
  const others = all.filter((file) => !isAdmin(file)).map((file) => readFileSync(file, "utf8"));
  const candidates = new Set(
    all
      .filter(isAdmin)
      .flatMap((file) => literals(readFileSync(file, "utf8")))
      // Not import specifiers (they do not reach the bundle), nor bare words such as DOM
      // event names or input types ("datetime-local"), which libraries contain too.
      .filter(
        (literal) => !literal.startsWith("~/") && !literal.startsWith(".") && !/^[\w-]+$/.test(literal),
      ),
  );
  return [...candidates].filter((literal) => !others.some((text) => text.includes(literal)));
}

/** Every client file reachable from these, following static and dynamic imports. */
function reachable(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = start.map((file) => path.join(clientDir, file));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/["'`]((?:\.{1,2}\/|\/?assets\/)[\w./-]+\.js)["'`]/g)) {
      const spec = match[1]!;
      const target = spec.startsWith(".")
        ? path.resolve(path.dirname(file), spec)
        : path.join(clientDir, spec);
      queue.push(target);
    }
  }
  return seen;
}

describe("the admin area's code", () => {
  it("is unreachable from every public route", async () => {
    const { serverBuild } = await loadBundle();
    const { entry, routes } = serverBuild.assets;
    const adminRouteIds = new Set<string>();
    // A route is in the admin area when it or a parent is routes/admin/….
    const inAdmin = (id: string | undefined): boolean =>
      id !== undefined && (id.startsWith("routes/admin/") || inAdmin(routes[id]?.parentId));
    for (const id of Object.keys(routes)) if (inAdmin(id)) adminRouteIds.add(id);
    expect([...adminRouteIds]).toEqual(
      expect.arrayContaining(["routes/admin/admin-layout", "admin-dashboard.en"]),
    );

    const markers = adminMarkers();
    expect(markers.length).toBeGreaterThan(5);
    const files = [
      ...new Set(
        Object.values(routes).flatMap((route) => (route ? [route.module, ...(route.imports ?? [])] : [])),
      ),
    ];
    const adminFiles = [...reachable(files)].filter((file) => {
      const text = readFileSync(file, "utf8");
      return markers.some((marker) => text.includes(marker));
    });
    // The check can fail: the admin routes' own files do carry the markers.
    expect(adminFiles.length).toBeGreaterThan(0);

    const publicStarts = [
      entry.module,
      ...entry.imports,
      ...Object.values(routes)
        .filter((route) => route && !adminRouteIds.has(route.id))
        .flatMap((route) => [route!.module, ...(route!.imports ?? [])]),
    ];
    const publicFiles = reachable(publicStarts.map((file) => file.replace(/^\//, "")));
    const leaks = adminFiles
      .filter((file) => publicFiles.has(file))
      .map((file) => path.relative(clientDir, file));
    expect(leaks).toEqual([]);
  });
});
