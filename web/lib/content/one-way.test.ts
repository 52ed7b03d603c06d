import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { closure } from "../../../scripts/import-closure.mjs";

// Data flows one way: what reads content (web/lib) reads the sections' queries' list (sections/index.ts) and
// never a component; the routes read the components (sections/components.ts, app/, components/).
// The three form captures are the exception, named here: their answers to a post sent without JavaScript are
// drawn by the site's own components (each form drawn once), so lib/answer-page.tsx, the form-post guard and the handlers
// that call it (lib/contact, lib/newsletter, lib/events) stand where a route would.
const drawsAnswers = /^(answer-page\.tsx|form-post\.ts|contact\/|newsletter\/|events\/)/;

const lib = join(import.meta.dirname, "..");
const web = join(lib, "..");
const modules = (readdirSync(lib, { recursive: true, encoding: "utf8" }) as string[])
  .filter((file) => /\.(ts|mjs)$/.test(file) && !/\.(test|d)\.ts$/.test(file) && !drawsAnswers.test(file))
  .map((file) => join(lib, file));

describe("web/lib loads no component", () => {
  it("no module of web/lib reaches a .tsx file or the components' list, even through import()", () => {
    expect(modules.length).toBeGreaterThan(40);
    const reached = [...closure(modules).modules.keys()].map((file) => relative(web, file));
    expect(reached).toContain("sections/index.ts");
    expect(reached.filter((file) => file.endsWith(".tsx") || file === "sections/components.ts")).toEqual([]);
  });
});
