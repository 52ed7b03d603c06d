import { expect, test } from "@playwright/test";
import { expectTextStartsOnFirstScreen, openOnLaptop } from "./first-screen";
import { expectOwnMetadata } from "./page-meta";
import { blogPageSize, documentById, documentBySlug, hrefOf, postSlugs, posts, postsBy, sample } from "./routes";

// A post's page, for every post of the dataset: what the editor wrote reaches the page, every link leads
// somewhere real, and the page says what it is to search engines.

type Block = {
  _type: string;
  style?: string;
  listItem?: string;
  children?: { text: string }[];
  title?: string;
  markDefs?: { _type: string }[];
};
type StoredPost = {
  _id: string;
  title: string;
  excerpt: string;
  publishedAt: string;
  slug: { current: string };
  author: { _ref: string };
  categories: { _ref: string }[];
  relatedServices?: { _ref: string }[];
  body: Block[];
};
type Author = { name: string; credentials?: string; slug: { current: string }; bio: string };
type Publication = {
  byLabel: string;
  readingTimeLabel: string;
  categoriesLabel: string;
  breadcrumbLabel: string;
  relatedServicesHeading: string;
  relatedPostsHeading: string;
  postClosing: { heading: string; links: Parameters<typeof hrefOf>[0][] };
};
const publication = documentById<Publication>("publication");
type Listing = { _type: string; pagination: { label: string } };
const listing = documentById<{ sections: Listing[] }>("page-blog").sections.find((s) => s._type === "postListing") as Listing;
const byline = (author: Author) => (author.credentials ? `${author.name}, ${author.credentials}` : author.name);

for (const { _id } of sample(posts)) {
  const post = documentById<StoredPost>(_id);
  const path = `/blog/${post.slug.current}`;

  test(`${path}: title, byline, date, reading time, categories, body, related links, closing band`, { tag: "@desktop" }, async ({
    page,
  }) => {
    await page.goto(path);
    await expectOwnMetadata(page, /\S/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const main = page.locator("main");

    const author = documentById<Author>(post.author._ref);
    const authorLink = main.locator("[data-byline]").getByRole("link", { name: byline(author) });
    await expect(authorLink).toHaveAttribute("href", `/blog/author/${author.slug.current}`);
    await expect(main.locator("[data-byline] > time")).toHaveAttribute("datetime", post.publishedAt);
    await expect(main.locator("[data-byline]")).toContainText(new RegExp(`\\b[1-9]\\d* ${publication.readingTimeLabel}`));

    const categoryLinks = main.getByRole("list", { name: publication.categoriesLabel }).getByRole("link");
    await expect(categoryLinks).toHaveText(post.categories.map((ref) => documentById<{ title: string }>(ref._ref).title));

    // The body as written: its headings (h2 under the h1), list items, quotes and callouts.
    const article = main.locator("[data-post-body]");
    const headings = post.body
      .filter((block) => block._type === "block" && block.style === "h2")
      .map((block) => block.children?.map((c) => c.text).join("") ?? "");
    await expect(article.locator("h2")).toHaveText(headings);
    await expect(article.locator("li")).toHaveCount(post.body.filter((block) => block.listItem).length);
    await expect(article.locator("blockquote")).toHaveCount(post.body.filter((block) => block.style === "blockquote").length);
    await expect(article.locator("[data-callout]")).toHaveCount(post.body.filter((block) => block._type === "callout").length);

    // Related services, then related posts (which never include the post itself).
    const services = (post.relatedServices ?? []).map(
      (ref) => `/services/${documentById<{ slug: { current: string } }>(ref._ref).slug.current}`,
    );
    const relatedServices = page.getByRole("region", { name: publication.relatedServicesHeading });
    if (services.length > 0) {
      await expect(relatedServices.getByRole("link")).toHaveCount(services.length);
      for (const href of services) await expect(relatedServices.locator(`a[href="${href}"]`)).toHaveCount(1);
    } else await expect(relatedServices).toHaveCount(0);
    const relatedPosts = page.getByRole("region", { name: publication.relatedPostsHeading });
    if ((await relatedPosts.count()) > 0) await expect(relatedPosts.locator(`a[href="${path}"]`)).toHaveCount(0);

    // The closing band leads to the contact form.
    const closing = page.locator('[data-section="callToAction"]');
    await expect(closing.getByRole("heading", { level: 2 })).toHaveText(publication.postClosing.heading);
    for (const link of publication.postClosing.links) await expect(closing.locator(`a[href="${hrefOf(link)}"]`)).toHaveCount(1);

    // Breadcrumbs end at this page.
    const crumbs = page.getByRole("navigation", { name: publication.breadcrumbLabel });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(post.title);
    await expect(crumbs.locator('a[href="/blog"]')).toHaveCount(1);
  });

  test(`${path}: BlogPosting, Person and BreadcrumbList, and its own sharing card`, { tag: "@desktop" }, async ({ page, request }) => {
    // On the desktop project only: server output: run once.
    await page.goto(path);
    const graph = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
      (text) => JSON.parse(text)["@graph"] ?? [],
    );
    const posting = graph.find((node: { "@type": string }) => node["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: post.title, datePublished: post.publishedAt });
    const person = graph.find((node: { "@type": string }) => node["@type"] === "Person");
    expect(person?.name).toBe(documentById<Author>(post.author._ref).name);
    expect(posting.author["@id"]).toBe(person["@id"]);
    expect(graph.some((node: { "@type": string }) => node["@type"] === "BreadcrumbList")).toBe(true);
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(new URL(image ?? "").pathname).toBe(`/og/${post._id}`);
    expect((await request.get(`/og/${post._id}`)).headers()["content-type"]).toBe("image/png");
  });
}

// A reader on a laptop (1280 × 800, the browser's own bars taken off a 13-inch screen) sees the text begin
// on the first screen, under the post's header band and beside its cover and contents: the newest and the
// oldest post, whatever their title's and summary's length.
for (const slug of [postSlugs[0], postSlugs.at(-1)]) {
  test(`/blog/${slug}: on a 1280 × 800 laptop the text starts on the first screen`, { tag: "@desktop" }, async ({ page }) => {
    // On the desktop project only: a laptop's screen.
    await openOnLaptop(page, `/blog/${slug}`);
    await expectTextStartsOnFirstScreen(page.locator("[data-post-body] p").first(), "the first paragraph");
  });
}

test("every link in every post's text answers 200", { tag: "@desktop" }, async ({ request }) => {
  // On the desktop project only: server behaviour: run once.
  test.setTimeout(120_000);
  const internal = new Set<string>();
  for (const post of posts) {
    // The post as served: its article's links (no browser needed to read them).
    const html = await (await request.get(`/blog/${post.slug?.current}`)).text();
    const article = html.slice(html.indexOf("<article"), html.lastIndexOf("</article>"));
    for (const match of article.matchAll(/<a\b[^>]*\bhref="(\/[^"]*)"/g)) internal.add((match[1] ?? "").replaceAll("&amp;", "&"));
  }
  expect(internal.size).toBeGreaterThan(0);
  for (const href of internal) expect((await request.get(href)).status(), href).toBe(200);
});

test("an author's pages: who they are and every post of theirs, newest first, a blog page at a time", { tag: "@desktop" }, async ({
  page,
}) => {
  const authors = new Set(posts.map((post) => post.author?._ref ?? ""));
  for (const id of authors) {
    const author = documentById<Author>(id);
    const base = `/blog/author/${author.slug.current}`;
    const theirs = postsBy(id);
    const pages = Math.max(1, Math.ceil(theirs.length / blogPageSize));
    for (let n = 1; n <= pages; n += 1) {
      await page.goto(n === 1 ? base : `${base}/page/${n}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(byline(author));
      await expect(page.locator("main")).toContainText(author.bio);
      const shown = theirs.slice((n - 1) * blogPageSize, n * blogPageSize);
      await expect(page.locator("main article h3")).toHaveText(shown.map((post) => post.title ?? ""));
      const links = page.getByRole("navigation", { name: listing.pagination.label });
      if (pages > 1) await expect(links.locator('a[aria-current="page"]')).toHaveAttribute("href", n === 1 ? base : `${base}/page/${n}`);
      else await expect(links).toHaveCount(0);
    }
  }
});

// Reading an article: contents for a long post, share links with no script, the neighbouring articles,
// the newsletter box after the post; all from the dataset.
test("a long post lists its sub-heads, each a link to its place; share links, previous/next and the newsletter follow", async ({
  page,
}) => {
  type Block = { _type: string; style?: string; _key: string };
  const withHeads = postSlugs
    .map((slug) => ({
      slug,
      heads: (documentBySlug<{ body: Block[] }>("post", slug).body ?? []).filter((b) => b._type === "block" && b.style === "h2"),
    }))
    .sort((a, b) => b.heads.length - a.heads.length)[0];
  expect(withHeads?.heads.length).toBeGreaterThanOrEqual(4);
  await page.goto(`/blog/${withHeads?.slug}`);
  const toc = page.locator("[data-toc] a");
  await expect(toc).toHaveCount(withHeads?.heads.length ?? 0);
  for (const head of withHeads?.heads ?? []) await expect(page.locator(`[data-post-body] h2#section-${head._key}`)).toHaveCount(1);
  await expect(page.locator("[data-share] a").first()).toHaveAttribute(
    "href",
    /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/,
  );
  await expect(page.locator("[data-share] a").last()).toHaveAttribute("href", /^mailto:\?subject=/);
  const at = postSlugs.indexOf(withHeads?.slug ?? "");
  const neighbours = [postSlugs[at + 1], postSlugs[at - 1]].filter(Boolean).map((slug) => `/blog/${slug}`);
  expect(await page.locator("[data-post-neighbours] a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(
    neighbours,
  );
  await expect(page.locator("main form input[type=email]")).toHaveCount(1);
});
