import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sectionComponents } from "./components";
import { sectionFieldsFor, sectionQueries } from "./index";

// Every folder of sections/ is one section, whole: its Sanity type, its query and its component, listed for what
// reads content (./index.ts, the queries), for the routes (./components.ts) and for the Studio (./schemas.ts). tsc
// fails when an entry names a missing file or the lists name different types; this test finds a folder left out.

const here = import.meta.dirname;
const folders = readdirSync(here).filter((name) => statSync(join(here, name)).isDirectory());
const typeOf = (folder: string) => folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const studioList = readFileSync(join(here, "schemas.ts"), "utf8");

describe("sections, one folder each", () => {
  it("has a folder for every section the site lists, and no other", () => {
    expect(folders.map(typeOf).sort()).toEqual(sectionQueries.map((query) => query.type).sort());
  });

  it.each(folders)("%s: its Sanity type, query and component, under one name, in the three lists", (folder) => {
    const type = typeOf(folder);
    for (const file of ["schema.ts", "query.ts", `${folder}.tsx`]) expect(existsSync(join(here, folder, file)), file).toBe(true);
    expect(readFileSync(join(here, folder, "schema.ts"), "utf8")).toContain(`name: "${type}"`);
    expect(sectionQueries.find((query) => query.type === type)).toBeDefined();
    expect(String((sectionComponents as Record<string, { component: () => unknown }>)[type]?.component)).toContain(`/${folder}/${folder}`);
    expect(studioList).toContain(`from "./${folder}/schema"`);
    expect(studioList).toMatch(new RegExp(`^  ${type},$`, "m"));
  });

  it("projects each section's own fields by its type, and only the types asked for", () => {
    const all = sectionFieldsFor();
    for (const query of sectionQueries) expect(all).toContain(`_type == "${query.type}" => {${query.fields}}`);
    const some = sectionFieldsFor(["statBand"]);
    expect(some).toContain('_type == "statBand"');
    expect(some).not.toContain('_type == "homeHero"');
  });
});
