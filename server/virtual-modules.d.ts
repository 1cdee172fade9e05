declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}

// The world map rendered at build time (scripts/vite-world-map.ts).
declare module "virtual:world-map" {
  const map: {
    src: string;
    width: number;
    height: number;
    markers: Record<"turkey" | "houston", { x: number; y: number }>;
    countries: Record<string, { x: number; y: number }>;
    projection: { scale: number; translate: [number, number]; rotate: [number, number] };
  };
  export default map;
}

// The input keeper, minified, as the statement that starts it (scripts/vite-input-keeper.ts).
declare module "virtual:input-keeper-source" {
  const source: string;
  export default source;
}
