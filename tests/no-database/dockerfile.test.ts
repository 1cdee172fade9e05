import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/ensure-build.mjs";

// No container runtime here: the Dockerfile's essentials are checked as text.
const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
const instructions = dockerfile
  .replace(/\\\n/g, " ")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"));
const stages = instructions
  .join("\n")
  .split(/^FROM /m)
  .filter(Boolean);
const finalStage = stages.at(-1)!;

describe("the Dockerfile", () => {
  it("builds in one stage and runs from a second one on the supported Node", () => {
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/^node:20[\w.-]* AS build/);
    expect(finalStage).toMatch(/^node:20/);
  });

  it("installs from the lockfile, builds, and keeps production dependencies only", () => {
    expect(stages[0]).toMatch(/COPY package\.json package-lock\.json/);
    expect(stages[0]).toMatch(/RUN npm ci\b/);
    expect(stages[0]).toMatch(/npm run build/);
    expect(stages[0]).toMatch(/npm prune --omit=dev/);
  });

  it("ships the build (with its images), the migrations and the entry, and nothing from the sources", () => {
    for (const part of [
      "/app/build ./build",
      "/app/drizzle ./drizzle",
      "/app/node_modules ./node_modules",
      "server.mjs",
    ]) {
      expect(finalStage).toContain(part);
    }
    expect(finalStage).not.toMatch(/COPY \. /);
    expect(finalStage).not.toMatch(/content-images|app\/ /);
  });

  it("runs as a non-root user in production mode, with a health check on /healthz", () => {
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage.indexOf("USER node")).toBeLessThan(finalStage.indexOf("CMD"));
    expect(finalStage).toMatch(/NODE_ENV=production/);
    expect(finalStage).toMatch(/HEALTHCHECK .*\/healthz/);
    expect(finalStage).toMatch(/CMD \["node", "server\.mjs"\]/);
  });

  it("bakes in no secret, and keeps local state out of the build context", () => {
    expect(instructions.join("\n")).not.toMatch(/AUTH_SECRET|SMTP_URL|DATABASE_URL/);
    const ignored = readFileSync(path.join(root, ".dockerignore"), "utf8").split("\n");
    for (const entry of [".env", "node_modules", "data", ".git", "build"]) expect(ignored).toContain(entry);
  });
});
