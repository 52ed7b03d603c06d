import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import type { SchemaType } from "groq-js";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ContentQuery } from "./fetch";
import { schemaDrift } from "./schema-drift";

// Types from one source: every query of web/lib/content (found by looking, so the queries of a new module
// are covered too) is checked against the Sanity schemas as `sanity schema extract` sees them.

const isQuery = (value: unknown): value is ContentQuery<z.ZodType> =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ContentQuery<z.ZodType>).query === "string" &&
  typeof (value as ContentQuery<z.ZodType>).name === "string" &&
  (value as ContentQuery<z.ZodType>).schema instanceof z.ZodType;

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });
const queries = [
  ...new Map(
    Object.values(modules).flatMap((exports) =>
      Object.values(exports)
        .filter(isQuery)
        .map((q) => [q.name, q]),
    ),
  ).values(),
];

let sanitySchema: SchemaType = [];

beforeAll(() => {
  const studio = resolve(__dirname, "..", "..", "..", "studio");
  const out = join(mkdtempSync(join(tmpdir(), "schema-")), "schema.json");
  const result = spawnSync(
    join(studio, "node_modules", ".bin", "sanity"),
    ["schema", "extract", "--enforce-required-fields", "--path", relative(studio, out)],
    {
      cwd: studio,
      encoding: "utf8",
      env: {
        ...process.env,
        PATH: `${resolve(studio, "..", "node_modules", ".bin")}:${process.env.PATH}`,
        SANITY_TELEMETRY_DISABLED: "1",
        DO_NOT_TRACK: "1",
      },
    },
  );
  if (result.status !== 0) throw new Error(`sanity schema extract failed:\n${result.stderr}${result.stdout}`);
  sanitySchema = JSON.parse(readFileSync(out, "utf8")) as SchemaType;
}, 240_000);

describe("zod query schemas and Sanity schemas agree", () => {
  it("finds the site's queries", () => {
    expect(queries.map((q) => q.name)).toEqual(expect.arrayContaining(["siteSettings", "homePage", "serviceCards"]));
  });

  it.each(queries.map((q) => [q.name, q] as const))("%s", (_name, { query, schema }) => {
    expect(schemaDrift(query, schema, sanitySchema)).toEqual([]);
  });

  it("reports a field the Sanity schema does not have, a wrong kind and an enum narrower than the Studio's list", () => {
    const drifted = z.array(
      z.object({
        title: z.string(),
        subtitle: z.string().nullish(),
        order: z.string(),
        color: z.enum(["teal", "blue"]),
      }),
    );
    expect(schemaDrift(`*[_type == "service"]{title, subtitle, order, color}`, drifted, sanitySchema).sort()).toEqual(
      [
        "[].subtitle: the query reads a field the Sanity schema does not have (always null)",
        "[].order: zod expects text, the schema gives number",
        ...["indigo", "violet", "rose", "amber", "emerald", "cyan", "sky", "slate"].map(
          (color) => `[].color: editors can pick "${color}", which the site does not accept`,
        ),
      ].sort(),
    );
  });

  it("reports a field the site needs that an editor may leave empty", () => {
    // A page may have no page header (the schema allows that), but one that has it has a heading.
    const strict = z.object({ hero: z.object({ eyebrow: z.string(), heading: z.string() }).nullish() });
    expect(schemaDrift(`*[_type == "page"][0]{"hero": sections[_type == "pageHero"][0]{eyebrow, heading}}`, strict, sanitySchema)).toEqual([
      "hero.eyebrow: the site needs it, but the Sanity schema lets an editor leave it empty (add rule.required())",
    ]);
  });
});
