import { describe, expect, it } from "vitest";
import type { Publication } from "./content/publication";
import type { SearchDocument } from "./content/search";
import { maxQueryLength, readQuery, search, searchTerms } from "./search";
import { fillShell, queryMarker, resultsHtml, resultsMarker } from "./search-page";

const doc = (id: string, title: string, summary = "", text = ""): SearchDocument => ({
  id,
  kind: "post",
  path: `/blog/${id}`,
  title,
  summary,
  text,
});
const documents = [
  doc("a", "Denial management", "Recover revenue", "Root-cause tracking of claim denials."),
  doc("b", "Credentialing backlog", "Provider enrollment", "Denials follow late credentialing."),
  doc("c", "Télésanté rurale", "Telehealth for rural clinics"),
];

describe("search", () => {
  it("reads a search bounded in length, spaces collapsed", () => {
    expect(readQuery(null)).toEqual({ query: "", cut: false });
    expect(readQuery("  denial   management ")).toEqual({ query: "denial management", cut: false });
    const long = readQuery("x".repeat(maxQueryLength + 50));
    expect(long.cut).toBe(true);
    expect(long.query).toHaveLength(maxQueryLength);
  });

  it("counts words, folded, once each, at most eight", () => {
    expect(searchTerms("Télé-santé, SANTÉ!")).toEqual(["tele", "sante"]);
    expect(searchTerms("a b c d e f g h i j")).toHaveLength(8);
    expect(searchTerms("<script> & ;")).toEqual(["script"]);
  });

  it("finds documents with every word, as word starts, title matches first", () => {
    expect(search(documents, "denial").map((d) => d.id)).toEqual(["a", "b"]);
    expect(search(documents, "credential").map((d) => d.id)).toEqual(["b"]);
    expect(search(documents, "denial credentialing").map((d) => d.id)).toEqual(["b"]);
    expect(search(documents, "telesante").map((d) => d.id)).toEqual(["c"]);
    expect(search(documents, "enial")).toEqual([]);
    expect(search(documents, "   ")).toEqual([]);
  });
});

describe("the search page", () => {
  const publication = {
    resultsText: "{count} results for “{query}”",
    noResultsText: "Nothing matches “{query}”.",
    queryCutText: "Only the first {max} characters were used.",
    postTypeLabel: "Article",
    caseStudyTypeLabel: "Case study",
    serviceTypeLabel: "Service",
  } as Publication;

  it("says how many results, or that nothing matches, escaping the visitor's words", () => {
    const found = resultsHtml(publication, "denial", false, search(documents, "denial"));
    expect(found).toContain("2 results for “denial”");
    expect(found.match(/<li/g)).toHaveLength(2);
    expect(found).toContain('href="/blog/a"');
    const none = resultsHtml(publication, `<img src=x onerror="alert(1)">`, true, []);
    expect(none).toContain("Nothing matches “&lt;img src=x onerror=&quot;alert(1)&quot;&gt;”.");
    expect(none).toContain(`Only the first ${maxQueryLength} characters were used.`);
    expect(none).not.toContain("<img");
    expect(resultsHtml(publication, "", false, [])).toBe("");
  });

  it("fills the prerendered page's box and results, or refuses a page without its markers", () => {
    const shell = `<input name="q" ${queryMarker}=""/><div ${resultsMarker}=""></div>`;
    expect(fillShell(shell, `"quoted"`, "<p>results</p>")).toBe(`<input name="q" value="&quot;quoted&quot;"/><div><p>results</p></div>`);
    expect(fillShell("<html></html>", "q", "")).toBeNull();
  });
});
