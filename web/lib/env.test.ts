import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { settingNames, testKnobNames } from "./env";

// Every variable the site reads is one docs/settings.md documents: lib/env.ts's settings and test knobs (read
// by name from its schemas), and any `process.env.X` in web/'s code (server.mjs and the cache handlers too).
// Tests, the browser suite's harness and build output are left out: they set variables, the site reads them.
const web = join(import.meta.dirname, "..");
const skipped = /^(node_modules|\.next.*|tests|test-results|playwright-report|coverage)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.test(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js|cjs)$/.test(entry.name) && !/\.(test|spec)\.|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

const documented = new Set(readFileSync(join(web, "..", "docs", "settings.md"), "utf8").match(/(?<=`)[A-Z][A-Z0-9_]+(?=[`=])/g));

function readsIn(source: string): { names: string[]; wholesale: boolean } {
  const names = [...source.matchAll(/process\.env(?:\.([A-Z_][A-Z0-9_]*)|\[\s*["'`]([A-Z_][A-Z0-9_]*)["'`]\s*\])/g)].map(
    (match) => match[1] ?? match[2] ?? "",
  );
  // process.env read other than by one named variable: destructured, spread, or indexed by a computed name
  // (setting variables with Object.assign is a write: server.mjs sets NODE_ENV so).
  const wholesale = /(?<!Object\.assign\()process\.env(?![.[\w])|process\.env\[(?!\s*["'`])/.test(source);
  return { names, wholesale };
}

describe("the settings the site reads", () => {
  const files = sourceFiles(web);

  it("are each documented in docs/settings.md", () => {
    const read = new Map<string, string>();
    for (const name of [...settingNames, ...testKnobNames]) read.set(name, "lib/env.ts");
    for (const file of files) {
      for (const name of readsIn(readFileSync(file, "utf8")).names) read.set(name, relative(web, file));
    }
    const undocumented = [...read].filter(([name]) => !documented.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(read.size).toBeGreaterThan(30);
    expect(undocumented).toEqual([]);
  });

  it("are read whole only by lib/env.ts, which reads just its schemas' names", () => {
    const wholesale = files.filter((file) => readsIn(readFileSync(file, "utf8")).wholesale).map((file) => relative(web, file));
    expect(wholesale).toEqual(["lib/env.ts"]);
  });

  it("are 30 at most a firm sets, the test knobs all under SITE_TEST_", () => {
    expect(settingNames.length).toBeLessThanOrEqual(30);
    expect(testKnobNames.filter((name) => !name.startsWith("SITE_TEST_"))).toEqual([]);
  });
});
