import { expect, test } from "@playwright/test";
import { authorSlugs, caseStudySlugs, categories, documentById, documentBySlug, posts, postsBy, serviceSlugs, settings } from "./routes";

// /search?q=: results over posts, case studies and services, rendered on the server into the prerendered
// search page; no JavaScript, a plain GET form, words from content, a bounded query.

type Publication = {
  searchTitle: string;
  searchLabel: string;
  searchButton: string;
  noResultsText: string;
  noResultsHint: string;
  queryCutText: string;
};
const publication = documentById<Publication>("publication");
const scriptsIn = (html: string) => (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("ld+json"));

test("the search page: its heading, a labelled box and a button posting with GET, no script", { tag: "@desktop" }, async ({
  page,
  request,
}) => {
  const html = await (await request.get("/search")).text();
  expect(scriptsIn(html)).toEqual([]);
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(publication.searchTitle);
  const box = page.getByLabel(publication.searchLabel);
  await expect(box).toHaveAttribute("name", "q");
  await expect(page.getByRole("search").locator("form")).toHaveAttribute("method", "get");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("a search finds posts, case studies and services by their words, and each result leads there", { tag: "@desktop" }, async ({
  page,
  request,
}) => {
  // On the desktop project only: server behaviour: run once.
  const post = posts[0];
  const study = documentBySlug<{ title: string }>("caseStudy", caseStudySlugs[0] ?? "");
  const service = documentBySlug<{ title: string }>("service", serviceSlugs[0] ?? "");
  for (const [title, path] of [
    [post?.title ?? "", `/blog/${post?.slug?.current}`],
    [study.title, `/case-studies/${caseStudySlugs[0]}`],
    [service.title, `/services/${serviceSlugs[0]}`],
  ] as const) {
    await page.goto("/search");
    await page.getByLabel(publication.searchLabel).fill(title);
    await page.getByRole("button", { name: publication.searchButton }).click();
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByLabel(publication.searchLabel)).toHaveValue(title);
    const result = page.locator(`[data-results] a[href="${path}"]`);
    await expect(result).toHaveText(title);
    await expect(page.getByRole("status")).toContainText(title);
    expect((await request.get(path)).status()).toBe(200);
    expect(scriptsIn(await (await request.get(`/search?q=${encodeURIComponent(title)}`)).text())).toEqual([]);
  }
});

test("a visitor reaches search from the top bar of any page (the phone menu on a phone), and finds results", async ({ page, isMobile }) => {
  const study = documentBySlug<{ title: string }>("caseStudy", caseStudySlugs[0] ?? "");
  await page.goto(`/case-studies/${caseStudySlugs[0]}`);
  if (isMobile) await page.locator("header [data-menu-button]").click();
  await page.locator("header").getByRole("link", { name: settings.searchLabel, exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(publication.searchTitle);
  // The top bar marks the search page as where the visitor is.
  if (isMobile) await page.locator("header [data-menu-button]").click();
  await expect(page.locator("header a[aria-current]:visible")).toHaveAttribute("href", "/search");
  // The phone menu is modal: closed (Escape) before the page behind it can be used.
  if (isMobile) await page.keyboard.press("Escape");
  await page.getByLabel(publication.searchLabel).fill(study.title);
  await page.getByLabel(publication.searchLabel).press("Enter");
  await expect(page.locator(`[data-results] a[href="/case-studies/${caseStudySlugs[0]}"]`)).toHaveText(study.title);
});

test("nothing found says so, with the visitor's words escaped", { tag: "@desktop" }, async ({ page }) => {
  const query = `zzqx <b>bold</b>`;
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const [before, after] = publication.noResultsText.split("{query}");
  await expect(page.getByRole("status")).toHaveText(`${before}${query}${after}`);
  // A short heading, then what to try in a paragraph of normal text (not a second line of the heading).
  const heading = page.getByRole("heading", { name: `${before}${query}${after}` });
  await expect(heading).toHaveText(`${before}${query}${after}`);
  const hint = page.locator("main p").filter({ hasText: publication.noResultsHint });
  await expect(hint).toHaveText(publication.noResultsHint);
  await expect(hint.locator("xpath=ancestor::*[self::h1 or self::h2 or self::h3]")).toHaveCount(0);
  const [headingSize, hintSize] = [
    await heading.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
    await hint.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
  ];
  expect(hintSize, "the hint is smaller than the heading").toBeLessThan(headingSize);
  await expect(page.locator("main b")).toHaveCount(0);
  await expect(page.locator("[data-results]")).toHaveCount(0);
});

test("a very long search is cut to its first 100 characters, and the visitor told", { tag: "@desktop" }, async ({ page }) => {
  const response = await page.goto(`/search?q=${"care ".repeat(200)}`);
  expect(response?.status()).toBe(200);
  expect((await page.getByLabel(publication.searchLabel).inputValue()).length).toBeLessThanOrEqual(100);
  await expect(page.locator("main")).toContainText(publication.queryCutText.replace("{max}", "100"));
});

// Search that forgives: what a buyer types (a typo, an abbreviation, a partner's name) finds the pages,
// the words matched are marked, and a search that finds nothing offers the nearest word and ways to browse.
type SearchSettings = { synonyms: { term: string; means: string[] }[]; didYouMeanText: string };
const searchSettings = documentById<SearchSettings>("searchSettings");
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

test("a typo finds the page it meant, and the nearest word is offered", { tag: "@desktop" }, async ({ page }) => {
  // The longest word of the newest post's title, two of its middle letters swapped ("denial" → "denail").
  const post = posts[0];
  const word = (post?.title ?? "").match(/\p{L}{6,}/gu)?.sort((a, b) => b.length - a.length)[0] ?? "";
  expect(word.length).toBeGreaterThanOrEqual(6);
  const typo = word.slice(0, 3) + word[4] + word[3] + word.slice(5);
  await page.goto(`/search?q=${encodeURIComponent(typo)}`);
  await expect(page.locator(`[data-results] a[href="/blog/${post?.slug?.current}"]`)).toHaveCount(1);
  const suggestion = page.locator("[data-did-you-mean] a");
  await expect(suggestion).toHaveAttribute("href", /^\/search\?q=/);
  expect(fold((await suggestion.textContent()) ?? "")).toContain(fold(word).slice(0, 5));
  await expect(page.locator("[data-did-you-mean]")).toContainText(searchSettings.didYouMeanText.split("{suggestion}")[0] ?? "");
});

test("a synonym editors keep finds what it stands for, its words marked", { tag: "@desktop" }, async ({ page }) => {
  const synonym = searchSettings.synonyms[0];
  expect(synonym).toBeDefined();
  await page.goto(`/search?q=${encodeURIComponent(synonym?.term ?? "")}`);
  await expect(page.locator("[data-results] li").first()).toBeVisible();
  const meaningWords = new Set((synonym?.means ?? []).flatMap((meaning) => fold(meaning).split(/\s+/)));
  const marked = await page.locator("[data-results] mark").allInnerTexts();
  expect(marked.some((text) => meaningWords.has(fold(text)))).toBe(true);
});

test("an author's name finds their page and their articles", { tag: "@desktop" }, async ({ page }) => {
  const author = documentBySlug<{ _id: string; name: string }>(
    "author",
    authorSlugs.find((slug) => postsBy(documentBySlug<{ _id: string }>("author", slug)._id).length > 0) ?? "",
  );
  const theirPosts = postsBy(author._id);
  await page.goto(`/search?q=${encodeURIComponent(author.name)}`);
  const slug = authorSlugs.find((candidate) => documentBySlug<{ _id: string }>("author", candidate)._id === author._id);
  await expect(page.locator(`[data-results] a[href="/blog/author/${slug}"]`)).toHaveCount(1);
  for (const post of theirPosts) await expect(page.locator(`[data-results] a[href="/blog/${post.slug?.current}"]`)).toHaveCount(1);
});

test("the words a search matched are marked in each result, and the count is in words with its plural", { tag: "@desktop" }, async ({
  page,
}) => {
  const study = documentBySlug<{ title: string }>("caseStudy", caseStudySlugs[0] ?? "");
  const word = study.title.match(/\p{L}{5,}/gu)?.[0] ?? "";
  await page.goto(`/search?q=${encodeURIComponent(word)}`);
  const link = page.locator(`[data-results] a[href="/case-studies/${caseStudySlugs[0]}"]`);
  await expect(link.locator("mark").first()).toHaveText(new RegExp(word, "i"));
  const count = await page.locator("[data-results] > li").count();
  type Counts = { resultsCount: Record<string, string | undefined> };
  const forms = documentById<Counts>("searchSettings").resultsCount;
  const form = forms[new Intl.PluralRules("en-US").select(count)] ?? forms.other ?? "";
  await expect(page.getByRole("status")).toHaveText(form.replace("{count}", String(count)).replace("{query}", word));
});

test("a search that finds nothing links to every topic and service, each a page that exists", { tag: "@desktop" }, async ({
  page,
  request,
}) => {
  await page.goto("/search?q=zzqqxx");
  await expect(page.locator("[data-results]")).toHaveCount(0);
  const links = page.locator("[data-no-results] a");
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual([
    ...categories.map((category) => `/blog/category/${category.slug?.current}`),
    ...serviceSlugs.map((slug) => `/services/${slug}`),
  ]);
  for (const href of hrefs.slice(0, 3)) expect((await request.get(href ?? "")).status()).toBe(200);
});

test("on a phone, the ways to browse after nothing is found are a compact list that fits the screen", { tag: "@phone" }, async ({
  page,
}) => {
  // On the phone project only: the list's density matters at a phone's width.
  await page.goto("/search?q=zzqqxx");
  const nav = page.locator("[data-no-results]");
  // Two columns of links (not a wall of buttons, one or two a row): each list's links stand at two left edges.
  for (const list of await nav.locator("ul").all()) {
    const lefts = await list.locator("a").evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().left)));
    expect(new Set(lefts).size, "columns of links").toBe(Math.min(2, lefts.length));
  }
  const box = await nav.boundingBox();
  expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  // Each link is still a target a finger can hit (WCAG 2.2's 24 px, with room to spare).
  for (const height of await nav.locator("a").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height)))
    expect(height).toBeGreaterThanOrEqual(32);
});

test("exact words outrank fuzzy ones: “denial” finds what says denial, never the author Daniel; “denail” shows what “denial” finds", {
  tag: "@desktop",
}, async ({ page }) => {
  // On the desktop project only: server behaviour: run once.
  const word = "denial";
  const saysIt = (text: string) => new RegExp(`\\b${word}`, "i").test(fold(text));
  const hrefsOf = () => page.locator("[data-results] > li a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  await page.goto(`/search?q=${word}`);
  const found = await hrefsOf();
  // The dataset's posts whose title says it are found, and the first result is one of them.
  const titled = posts.filter((post) => saysIt(post.title ?? "")).map((post) => `/blog/${post.slug?.current}`);
  expect(titled.length).toBeGreaterThan(0);
  expect(found).toEqual(expect.arrayContaining(titled));
  expect(titled).toContain(found[0]);
  // Every marked word is the word searched (or a longer word it starts): no fuzzy neighbour is highlighted.
  for (const mark of await page.locator("[data-results] mark").allInnerTexts()) expect(fold(mark)).toMatch(new RegExp(`^${word}`));
  // An author whose name does not say it (Dr. Daniel Brooks: two letters from it) is not a result.
  for (const slug of authorSlugs) {
    const author = documentBySlug<{ name: string; role?: string; bio?: string }>("author", slug);
    if (!saysIt(`${author.name} ${author.role ?? ""} ${author.bio ?? ""}`))
      expect(found, author.name).not.toContain(`/blog/author/${slug}`);
  }

  // Two letters swapped: the suggestion is the word, and the results are exactly the word's, in its order.
  const typo = word.slice(0, 3) + word[4] + word[3] + word.slice(5);
  await page.goto(`/search?q=${typo}`);
  await expect(page.locator("[data-did-you-mean] a")).toHaveText(word);
  expect(await hrefsOf()).toEqual(found);
});

test("search finds what the pages say (a vendor on a service, fees on About) and never turns a name into another word", {
  tag: "@desktop",
}, async ({ page }) => {
  // On the desktop project only: server behaviour: run once.
  const results = page.locator("main [data-results] a");
  for (const [query, path] of [
    ["Epic", "/services/healthcare-technology"],
    ["Oracle Health", "/services/healthcare-technology"],
    ["athenahealth", "/services/healthcare-technology"],
    ["fees", "/about"],
  ] as const) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(results.and(page.locator(`[href="${path}"]`)), query).toHaveCount(1);
  }
  // A vendor the site does not name: nothing found, and no "did you mean" another word (a link to another search).
  for (const name of ["Cerner", "Meditech"]) {
    await page.goto(`/search?q=${name}`);
    await expect(page.getByRole("status")).toBeVisible();
    await expect(results).toHaveCount(0);
    await expect(page.locator('main a[href^="/search?q="]'), name).toHaveCount(0);
  }
  // A slip of a word the site has still is suggested.
  await page.goto("/search?q=telehaelth");
  await expect(page.locator('main a[href="/search?q=telehealth"]')).toHaveCount(1);
});
