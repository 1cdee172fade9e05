import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { root } from "../../scripts/ensure-build.mjs";

// The lint config's import zones (ADR 009), tried on code placed at real paths of the app.
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) =>
      ["import-x/no-restricted-paths", "no-restricted-imports"].includes(message.ruleId ?? ""),
    )
    .map((message) => message.message);
}

describe("import boundaries", () => {
  it("keeps features from importing each other", async () => {
    const errors = await restrictedImports(
      "app/features/news/boundary-probe.ts",
      'import { SEARCH_LIMIT } from "~/features/search/search-types";\nexport const limit = SEARCH_LIMIT;\n',
    );
    expect(errors.join("\n")).toMatch(/Features must not import each other/);
    const relative = await restrictedImports(
      "app/features/news/boundary-probe.ts",
      'import { SEARCH_LIMIT } from "../search/search-types";\nexport const limit = SEARCH_LIMIT;\n',
    );
    expect(relative.join("\n")).toMatch(/Features must not import each other/);
  });

  it("lets a feature import its own modules and shared code", async () => {
    const errors = await restrictedImports(
      "app/features/search/boundary-probe.ts",
      'import { SEARCH_LIMIT } from "./search-types";\nimport { localize } from "~/lib/localize";\nexport const both = [SEARCH_LIMIT, localize];\n',
    );
    expect(errors).toEqual([]);
  });

  it("keeps shared components, lib, i18n and content from importing features, routes or server code", async () => {
    for (const file of [
      "app/components/layout/boundary-probe.tsx",
      "app/lib/boundary-probe.ts",
      "app/i18n/boundary-probe.ts",
      "app/content/boundary-probe.ts",
    ]) {
      const feature = await restrictedImports(
        file,
        'import { SearchButton } from "~/features/search/search-button";\nexport const probe = SearchButton;\n',
      );
      expect(feature.join("\n"), file).toMatch(/Shared code must not import features or routes/);
      const server = await restrictedImports(
        file,
        'import { getPage } from "~/.server/pages";\nexport const probe = getPage;\n',
      );
      expect(server.join("\n"), file).toMatch(/server/);
    }
  });

  it("keeps features from importing routes, and lets routes assemble features", async () => {
    const fromFeature = await restrictedImports(
      "app/features/home/boundary-probe.ts",
      'import { loader } from "~/routes/sitemap";\nexport const probe = loader;\n',
    );
    expect(fromFeature.join("\n")).toMatch(/Features must not import routes/);
    const fromRoute = await restrictedImports(
      "app/routes/boundary-probe.tsx",
      'import { SearchButton } from "~/features/search/search-button";\nimport { LatestNews } from "~/features/news/latest-news";\nexport const probe = [SearchButton, LatestNews];\n',
    );
    expect(fromRoute).toEqual([]);
  });

  it("keeps client modules from importing server modules", async () => {
    const errors = await restrictedImports(
      "app/features/news/boundary-probe.tsx",
      'import { loadLatestNews } from "./news-queries.server";\nexport const probe = loadLatestNews;\n',
    );
    expect(errors.join("\n")).toMatch(/Server-only module imported from client code/);
  });
});
