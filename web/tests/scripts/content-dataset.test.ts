import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The dataset round trip's root scripts: they refuse clearly without a project or a token (nothing is
// sent), and the export's normalisation keeps the bundled file's order so diffs stay readable.
const root = resolve(__dirname, "..", "..", "..");
const blank = { SANITY_STUDIO_PROJECT_ID: "", SANITY_PROJECT_ID: "", SANITY_AUTH_TOKEN: "", SANITY_API_READ_TOKEN: "" };

function run(script: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [resolve(root, "scripts", script)], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, ...blank, ...env },
  });
  return { status: result.status, stderr: result.stderr.trim() };
}

describe.each(["content-import.mjs", "content-export.mjs"])("%s", (script) => {
  it("refuses in one line when no project is configured", () => {
    const { status, stderr } = run(script, { SANITY_AUTH_TOKEN: "token" });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^content:(import|export): no Sanity project configured; set SANITY_STUDIO_PROJECT_ID/);
    expect(stderr.split("\n")).toHaveLength(1);
  });

  it("refuses in one line when no token is configured", () => {
    const { status, stderr } = run(script, { SANITY_STUDIO_PROJECT_ID: "abc123", SANITY_STUDIO_DATASET: "production" });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^content:(import|export): no Sanity token; set SANITY_AUTH_TOKEN/);
    expect(stderr.split("\n")).toHaveLength(1);
  });
});

type Normalise = (exported: string, bundled: string) => string;

describe("normaliseExport", () => {
  it("keeps the bundle's order, appends new documents by _id, drops drafts, system documents and revision fields", async () => {
    const { normaliseExport } = (await import(resolve(root, "scripts", "lib", "ndjson.mjs"))) as { normaliseExport: Normalise };
    const lines = (...docs: object[]) => `${docs.map((doc) => JSON.stringify(doc)).join("\n")}\n`;
    const bundled = lines(
      { _id: "siteSettings", _type: "siteSettings" },
      { _id: "homePage", _type: "homePage" },
      { _id: "gone", _type: "post" },
    );
    const exported = lines(
      { _type: "service", _id: "service-b", _rev: "r1", _createdAt: "2025-01-01", _updatedAt: "2025-01-02", title: "B" },
      { _id: "homePage", _type: "homePage", _rev: "r2", hero: { heading: "New" } },
      { _id: "drafts.homePage", _type: "homePage" },
      { _id: "service-a", _type: "service", title: "A" },
      { _id: "abc", _type: "sanity.previewUrlSecret", secret: "x" },
      { _id: "siteSettings", _type: "siteSettings", firmName: "F" },
    );
    expect(normaliseExport(exported, bundled)).toBe(
      lines(
        { _id: "siteSettings", _type: "siteSettings", firmName: "F" },
        { _id: "homePage", _type: "homePage", hero: { heading: "New" } },
        { _id: "service-a", _type: "service", title: "A" },
        { _id: "service-b", _type: "service", title: "B" },
      ),
    );
  });
});
