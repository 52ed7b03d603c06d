import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The repository's documentation: the README and one file per topic in docs/. Every relative link between
// them (and to the code they name) must lead somewhere, and a link's #anchor to a heading of its target.
const root = resolve(import.meta.dirname, "..", "..");
const docsDir = join(root, "docs");
const docs = [join(root, "README.md"), ...readdirSync(docsDir).flatMap((name) => (name.endsWith(".md") ? [join(docsDir, name)] : []))];

/** Markdown with fenced code blocks and code spans blanked out: neither holds links nor headings. */
function prose(markdown: string): string {
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, " "));
  return withoutFences.replace(/(`+)[\s\S]*?\1/g, (span) => span.replace(/[^\n]/g, " "));
}

/** The targets of every inline link and image, `[text](target "title")`, in the order they appear. */
function linksOf(markdown: string): string[] {
  const targets: string[] = [];
  for (const match of prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1] ?? "");
  return targets;
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped (but - and _), spaces to dashes. */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/`([^`]*)`/g, "$1")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__|\*|\b_)(.+?)\1/g, "$2")
    .replace(/<[^>]+>/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a Markdown file offers: its headings' slugs, a repeated one numbered as GitHub numbers it. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const source = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const match of source.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm)) {
    const slug = githubSlug(match[1] ?? "");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** What is wrong with each relative link of one file ("file: link: reason"); external links are not followed. */
function brokenLinks(file: string, markdown: string): string[] {
  const problems: string[] = [];
  const name = relative(root, file);
  for (const link of linksOf(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
    const hash = link.indexOf("#");
    const path = decodeURIComponent(hash === -1 ? link : link.slice(0, hash));
    const anchor = hash === -1 ? undefined : decodeURIComponent(link.slice(hash + 1));
    const target = path === "" ? file : resolve(dirname(file), path);
    if (!existsSync(target)) {
      problems.push(`${name}: ${link}: no such file (${relative(root, target)})`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!target.endsWith(".md") || statSync(target).isDirectory()) {
      problems.push(`${name}: ${link}: an anchor into a file that is not Markdown`);
      continue;
    }
    if (!anchorsOf(readFileSync(target, "utf8")).has(anchor)) {
      problems.push(`${name}: ${link}: ${relative(root, target)} has no heading whose anchor is #${anchor}`);
    }
  }
  return problems;
}

describe("links between the docs", () => {
  it("finds the README and the topic files", () => {
    expect(docs.length).toBeGreaterThan(1);
  });

  for (const file of docs) {
    it(`${relative(root, file)}: every relative link leads to a file, and every #anchor to one of its headings`, () => {
      expect(brokenLinks(file, readFileSync(file, "utf8"))).toEqual([]);
    });
  }

  it("the README links every file of docs/", () => {
    const linked = new Set(linksOf(readFileSync(join(root, "README.md"), "utf8")).map((link) => resolve(root, link.split("#")[0] ?? "")));
    expect(
      docs
        .slice(1)
        .filter((file) => !linked.has(file))
        .map((file) => relative(root, file)),
    ).toEqual([]);
  });
});

describe("the link check itself", () => {
  it("makes GitHub's anchors", () => {
    expect(githubSlug("What `npm test` runs")).toBe("what-npm-test-runs");
    expect(githubSlug("Retention (care with health information)")).toBe("retention-care-with-health-information");
    expect(githubSlug("What each CDN's purge needs")).toBe("what-each-cdns-purge-needs");
    expect(githubSlug("Sanity mode: a real project, or its local stand-in")).toBe("sanity-mode-a-real-project-or-its-local-stand-in");
    expect([...anchorsOf("# A\n## Notes\n```sh\n# not a heading\n```\n## Notes\n")]).toEqual(["a", "notes", "notes-1"]);
  });

  it("reads links outside code only", () => {
    expect(linksOf('See [a](a.md), [b](b.md "t") and `[c](c.md)`.\n\n```\n[d](d.md)\n```\n![e](e.png)')).toEqual(["a.md", "b.md", "e.png"]);
  });

  it("names the file and the link of a missing file and of a missing heading", () => {
    const readme = join(root, "README.md");
    expect(brokenLinks(readme, "[x](docs/no-such-file.md) [y](docs/settings.md#no-such-heading) [z](https://example.com/#x)")).toEqual([
      "README.md: docs/no-such-file.md: no such file (docs/no-such-file.md)",
      "README.md: docs/settings.md#no-such-heading: docs/settings.md has no heading whose anchor is #no-such-heading",
    ]);
  });
});
