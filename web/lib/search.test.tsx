import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { countText, SearchResults } from "@/app/search/search-results";
import type { Publication } from "./content/publication";
import { browseLinks, getSearchContent, type SearchContent } from "./content/search";
import { isSlip, maxQueryLength, readQuery, search, searchTerms } from "./search";
import { buildSearchIndex, getSearchIndex } from "./search-index";

const post = (slug: string, title: string, summary: string, extra: Partial<SearchContent["posts"][number]> = {}) => ({
  _id: `post-${slug}`,
  slug,
  title,
  summary,
  people: "Priya Raman",
  topics: "Revenue Cycle",
  terms: null,
  ...extra,
});
const settings: SearchContent["settings"] = {
  synonyms: [{ _key: "s", term: "RCM", means: ["revenue cycle"] }],
  resultsCount: { zero: null, one: "1 result for “{query}”", two: null, few: null, many: null, other: "{count} results for “{query}”" },
  didYouMeanText: "Did you mean {suggestion}?",
  browseTopicsHeading: "Topics",
  browseServicesHeading: "Services",
  authorTypeLabel: "Author",
  pageTypeLabel: "Page",
};
const content: SearchContent = {
  posts: [
    post("denials", "Denial management", "Recover revenue lost to claim denials."),
    post("credentialing", "Credentialing backlog", "Provider enrollment that waits.", { people: "James Okafor", topics: "Workforce" }),
    post("telesante", "Télésanté rurale", "Telehealth for rural clinics", { people: "James Okafor", topics: "Telemedicine" }),
  ],
  caseStudies: [],
  services: [
    { _id: "service-billing", slug: "billing", title: "Billing & Revenue Cycle", summary: "End-to-end revenue cycle work.", terms: null },
  ],
  authors: [
    { _id: "author-james", slug: "james-okafor", title: "James Okafor", summary: "Partner", topics: "JD" },
    // Two letters from "denial": a typo's neighbour, never a match for the word itself.
    { _id: "author-daniel", slug: "daniel-brooks", title: "Dr. Daniel Brooks", summary: "Partner", topics: "MPH" },
  ],
  categories: [{ _id: "category-rc", slug: "revenue-cycle", title: "Revenue Cycle" }],
  openings: [
    {
      _id: "opening-open",
      slug: "analyst",
      title: "Revenue Cycle Analyst",
      summary: "Open role.",
      topics: null,
      terms: null,
      validThrough: "2030-01-01T00:00:00Z",
    },
    {
      _id: "opening-closed",
      slug: "manager",
      title: "Revenue Cycle Manager",
      summary: "Closed role.",
      topics: null,
      terms: null,
      validThrough: "2020-01-01T00:00:00Z",
    },
  ],
  pages: [],
  events: [],
  settings,
  locale: "en-US",
};
const index = buildSearchIndex(content);
const paths = (query: string) => search(index, query).hits.map((hit) => hit.doc.path);

describe("search", () => {
  it("finds a job opening until its closing moment, never after", () => {
    const ids = (query: string, now: number) => search(buildSearchIndex(content), query, now).hits.map((hit) => hit.doc.id);
    expect(ids("revenue cycle analyst", Date.parse("2029-12-31T23:59:59Z"))).toContain("opening-open");
    expect(ids("revenue cycle analyst", Date.parse("2030-01-01T00:00:00Z"))).not.toContain("opening-open");
    expect(ids("revenue cycle manager", Date.parse("2019-12-31T00:00:00Z"))).toContain("opening-closed");
    expect(ids("revenue cycle manager", Date.now())).not.toContain("opening-closed");
  });
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
  });

  it("finds word starts, accents folded, and the title first", () => {
    expect(paths("credential")).toEqual(["/blog/credentialing"]);
    expect(paths("telesante")).toEqual(["/blog/telesante"]);
    expect(paths("revenue")[0]).toBe("/services/billing");
    expect(paths("   ")).toEqual([]);
  });

  it("forgives a typo and names the nearest word, whose results are the ones shown", () => {
    const { hits, suggestion } = search(index, "denail");
    expect(hits[0]?.doc.path).toBe("/blog/denials");
    expect(suggestion).toMatch(/^denial/);
    expect(hits.map((hit) => hit.doc.path)).toEqual(paths(suggestion ?? ""));
    expect(search(index, "denial").suggestion).toBeNull();
  });

  it("matches a word the site uses exactly, never fuzzily: “denial” does not find “Daniel”", () => {
    expect(paths("denial")).toEqual(["/blog/denials"]);
    expect(search(index, "denial").hits.flatMap((hit) => hit.matched)).not.toContain("daniel");
    // A word the site does not use is still forgiven: a misspelt name finds its author.
    expect(paths("danial")).toContain("/blog/author/daniel-brooks");
  });

  it("finds what a synonym editors keep stands for, and an author by name (their page and their posts)", () => {
    expect(paths("rcm")).toContain("/services/billing");
    expect(paths("okafor")).toEqual(expect.arrayContaining(["/blog/author/james-okafor", "/blog/credentialing", "/blog/telesante"]));
  });

  it("finds what the bundled pages and services say, in their sections: vendors on a service, fees on About", async () => {
    const bundled = await getSearchIndex();
    const found = (query: string) => search(bundled, query).hits.map((hit) => hit.doc.path);
    for (const vendor of ["Epic", "Oracle Health", "athenahealth"])
      expect(found(vendor), vendor).toContain("/services/healthcare-technology");
    expect(found("fees")).toContain("/about");
    expect(search(bundled, "athenahealth").suggestion).toBeNull();
  });

  it("never turns a name the site does not have into another word: no “did you mean”, no results of that word", async () => {
    const bundled = await getSearchIndex();
    for (const name of ["Cerner", "Meditech", "athenaone"]) {
      expect(search(bundled, name), name).toEqual({ hits: [], suggestion: null });
    }
    // A slip of a word the site has is still forgiven.
    expect(search(bundled, "telehaelth").suggestion).toBe("telehealth");
    expect(isSlip("denail", "denial")).toBe(true);
    expect(isSlip("cerner", "career")).toBe(false);
    expect(isSlip("athenahealth", "telehealth")).toBe(false);
  });

  it("keeps one index per content version", async () => {
    expect(await getSearchIndex()).toBe(await getSearchIndex());
    expect((await getSearchIndex()).content).toBe(await getSearchContent());
  });
});

describe("the search page", () => {
  const publication = {
    noResultsText: "Nothing matches “{query}”.",
    noResultsHint: "Try fewer or different words, or browse the blog & our services.",
    queryCutText: "Only the first {max} characters were used.",
    postTypeLabel: "Article",
    caseStudyTypeLabel: "Case study",
    serviceTypeLabel: "Service",
  } as Publication;
  const words = { publication, settings, locale: "en-US", browse: browseLinks(content) };
  const results = (query: string, cut: boolean, found: ReturnType<typeof search>) =>
    renderToStaticMarkup(<SearchResults words={words} query={query} cut={cut} found={found} />);

  it("says how many results in the plural the language needs, the matched words marked", () => {
    expect(countText(settings, "en-US", 1, "x")).toBe("1 result for “x”");
    expect(countText(settings, "en-US", 1200, "x")).toBe("1,200 results for “x”");
    const found = results("denial", false, search(index, "denial"));
    expect(found).toContain("1 result for “denial”");
    expect(found).toContain("<mark>Denial</mark> management");
    expect(found).toContain('href="/blog/denials"');
  });

  it("finding nothing says so, escaping the visitor's words, with links to topics and services", () => {
    const none = results(`<img src=x onerror="alert(1)">`, true, { hits: [], suggestion: null });
    expect(none).toContain("Nothing matches “&lt;img src=x onerror=&quot;alert(1)&quot;&gt;”.");
    // The heading is the short sentence; what to try follows as a paragraph, outside the heading.
    expect(none).toMatch(/”\.<\/h2><\/div><p [^>]*>Try fewer or different words, or browse the blog &amp; our services\.<\/p>/);
    expect(none).toContain(`Only the first ${maxQueryLength} characters were used.`);
    expect(none).not.toContain("<img");
    expect(none).toContain('href="/blog/category/revenue-cycle"');
    expect(none).toContain('href="/services/billing"');
    expect(results("zzz", false, { hits: [], suggestion: "denial" })).toContain('href="/search?q=denial"');
  });

  it("puts replacement patterns ($&, $1, $`) back as the visitor typed them, never as markup", () => {
    const query = "$& autofocus onfocus=alert(1) x=$`$'$1";
    const none = results(query, false, { hits: [], suggestion: null });
    expect(none).toContain("Nothing matches “$&amp; autofocus onfocus=alert(1) x=$`$&#x27;$1”.");
    expect(none).not.toMatch(/<[^>]*\sonfocus=/);
  });
});
