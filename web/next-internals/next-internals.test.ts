import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clientModulesOf, entryTags, nextVersion, notFoundRoute, writeBuildManifests } from "./index.mjs";
import { checkNextInternals, nextInternalsProblems, nextRoot, reliedOnSources } from "./unbundled.mjs";

// The adapter against the Next installed here, and against a copy of Next's files edited as an upgrade
// might change them: the start-up check (`checkNextInternals`) must name each change.

/** A `next` package folder holding copies of these files of the installed one, each edited by `edit`. */
function nextCopy(files: Record<string, (source: string) => string>) {
  const root = mkdtempSync(join(tmpdir(), "next-copy-"));
  cpSync(join(nextRoot, "package.json"), join(root, "package.json"));
  for (const [file, edit] of Object.entries(files)) {
    cpSync(join(nextRoot, file), join(root, file), { recursive: true });
    writeFileSync(join(root, file), edit(readFileSync(join(root, file), "utf8")));
  }
  return root;
}
const unchanged = (source: string) => source;
/** The problems the check finds with the named file. */
const problemsWith = (root: string, file: string) => nextInternalsProblems(root).filter((problem) => problem.startsWith(`next/${file}:`));

describe("the adapter to Next's internals", () => {
  it("matches the Next installed here: the start-up check passes", () => {
    expect(nextInternalsProblems()).toEqual([]);
    expect(() => checkNextInternals()).not.toThrow();
  });

  it("fails when an upgrade changes the file-system cache the site's handler extends", () => {
    const file = "dist/server/lib/incremental-cache/file-system-cache.js";
    expect(Object.keys(reliedOnSources)).toContain(file);
    expect(problemsWith(nextCopy({ [file]: unchanged }), file)).toEqual([]);
    // One behaviour changed, the format the same: when an entry counts as written.
    const edited = nextCopy({ [file]: (source) => source.replace(/lastModified: ([^,\n]+)/, "lastModified: Date.now()") });
    expect(readFileSync(join(edited, file), "utf8")).not.toBe(readFileSync(join(nextRoot, file), "utf8"));
    expect(problemsWith(edited, file)).toEqual([expect.stringMatching(/changed since 16\.4\.6 \(digest [0-9a-f]{16}, read as /)]);
  });

  it("fails when an upgrade changes how Next compares a publish's date (the two clocks)", () => {
    const file = "dist/server/lib/incremental-cache/tags-manifest.external.js";
    const edited = nextCopy({ [file]: (source) => source.replaceAll("performance.timeOrigin + performance.now()", "Date.now()") });
    expect(problemsWith(edited, file)).toHaveLength(1);
  });

  it("fails when an upgrade renames a private route or drops a private global", () => {
    const routes = "dist/shared/lib/entry-constants.js";
    const flight = "dist/server/app-render/stream-ops.node.js";
    expect(problemsWith(nextCopy({ [routes]: unchanged, [flight]: unchanged }), routes)).toEqual([]);
    const edited = nextCopy({
      [routes]: (source) => source.replace(`'${notFoundRoute}'`, "'/_not_found'"),
      [flight]: (source) => source.replaceAll("self.__next_f", "self.__next_flight"),
    });
    expect(problemsWith(edited, routes)).toEqual([
      `next/${routes}: UNDERSCORE_NOT_FOUND_ROUTE is "/_not_found", the adapter uses "${notFoundRoute}"`,
    ]);
    expect(problemsWith(edited, flight)).toEqual([expect.stringMatching(/no longer contains self\.__next_f/)]);
  });

  it("fails on another Next version", () => {
    const root = nextCopy({});
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    writeFileSync(join(root, "package.json"), JSON.stringify({ ...manifest, version: "16.5.0" }));
    expect(nextInternalsProblems(root)).toContain(`next is 16.5.0, the adapter was read from ${nextVersion}`);
  });
});

describe("a build's files", () => {
  const build = () => {
    const distDir = mkdtempSync(join(tmpdir(), "next-build-"));
    writeBuildManifests(distDir, {
      clientModules: { "/contact/page": { "[project]/web/sections/contact-block/contact-form.tsx": ["/_next/static/chunks/form.js"] } },
    });
    return join(distDir, "server");
  };

  it("reads a client reference manifest's modules, and refuses one it cannot read instead of guessing", () => {
    const file = join(build(), "app", "contact", "page_client-reference-manifest.js");
    expect(clientModulesOf(readFileSync(file, "utf8"))).toEqual(
      new Map([["[project]/web/sections/contact-block/contact-form.tsx", ["/_next/static/chunks/form.js"]]]),
    );
    expect(() => clientModulesOf("module.exports = {}")).toThrow(/client reference manifest/);
    expect(() => clientModulesOf(readFileSync(file, "utf8").replace('"chunks"', '"files"'))).toThrow(/no chunk list/);
  });
});

describe("entryTags", () => {
  it("reads a content read's tags from Next's context, a page's from its tags header", () => {
    expect(entryTags({ kind: "FETCH" }, { tags: ["sanity:post"], softTags: ["_N_T_/blog"] })).toEqual(["sanity:post", "_N_T_/blog"]);
    expect(entryTags({ kind: "APP_PAGE", headers: { "x-next-cache-tags": "_N_T_/layout,sanity:page" } }, {})).toEqual([
      "_N_T_/layout",
      "sanity:page",
    ]);
    expect(entryTags({ kind: "REDIRECT" }, {})).toEqual([]);
  });
});
