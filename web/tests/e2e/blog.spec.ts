import { expect, type Page, test } from "@playwright/test";
import { expectOwnMetadata } from "./page-meta";
import { blogPageSize, categories, documentById, posts, postsIn } from "./routes";

// The blog's lists, from the dataset: every post newest first, a page of `pageSize` cards, the categories
// that have posts in the editors' order, numbered pages with previous and next, and the feed.

type Listing = {
  allLabel: string;
  categoriesLabel: string;
  byLabel: string;
  pagination: { label: string; pageLabel: string; previousLabel: string; nextLabel: string };
};
const listing = documentById<{ sections: (Listing & { _type: string })[] }>("page-blog").sections.find(
  (s) => s._type === "postListing",
) as Listing;
const publication = documentById<{ readingTimeLabel: string; feedTitle: string }>("publication");
const { siteUrl } = documentById<{ siteUrl: string }>("siteSettings");
const pages = Math.ceil(posts.length / blogPageSize);
const titlesOf = (list: typeof posts) => list.map((post) => post.title ?? "");
const slug = (doc: { slug?: { current?: string } }) => doc.slug?.current ?? "";

const filter = (page: Page) => page.getByRole("navigation", { name: listing.categoriesLabel });
const pagination = (page: Page) => page.getByRole("navigation", { name: listing.pagination.label });
const cardTitles = (page: Page) => page.locator("main article h3");

test("its own title and description, and the feed named in the head", async ({ page }) => {
  await page.goto("/blog");
  await expectOwnMetadata(page, /^Healthcare Insights Blog \|/);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blog\/rss\.xml$/);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("title", publication.feedTitle);
});

test("the category links: All, then the categories that have posts, in the editors' order; All is current", { tag: "@desktop" }, async ({
  page,
}) => {
  await page.goto("/blog");
  const links = filter(page).getByRole("link");
  await expect(links).toHaveText([listing.allLabel, ...categories.map((category) => category.title ?? "")]);
  await expect(links.first()).toHaveAttribute("aria-current", "page");
  await expect(filter(page).locator('[aria-current="page"]')).toHaveCount(1);
  await expect(page.locator("main button")).toHaveCount(1); // the newsletter's, and no other
});

test(`the newest ${blogPageSize} posts, each a card whose title leads to the post`, { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/blog");
  const cards = page.locator("main article");
  await expect(cards).toHaveCount(Math.min(blogPageSize, posts.length));
  await expect(cardTitles(page)).toHaveText(titlesOf(posts.slice(0, blogPageSize)));
  for (const [index, card] of (await cards.all()).entries()) {
    const post = posts[index];
    if (!post) throw new Error("more cards than posts");
    await expect(card.getByRole("link")).toHaveCount(1);
    await expect(card.getByRole("link")).toHaveAttribute("href", `/blog/${slug(post)}`);
    await expect(card.locator("time")).toHaveAttribute("datetime", post.publishedAt ?? "");
    await expect(card).toContainText(new RegExp(`\\d+ ${publication.readingTimeLabel}`));
    await expect(card).toContainText(`${listing.byLabel} `);
  }
  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug(posts[0] ?? {})}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[0]?.title ?? "");
});

test("a category link lists that category's posts only, and is marked current", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/blog");
  for (const category of categories) {
    await filter(page).getByRole("link", { name: category.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/category/${slug(category)}$`));
    await expect(filter(page).getByRole("link", { name: category.title, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(filter(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(cardTitles(page)).toHaveText(titlesOf(postsIn(category._id).slice(0, blogPageSize)));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/category/${slug(category)}$`));
  }
  await filter(page).getByRole("link", { name: listing.allLabel }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

/** At most this many entries (numbers and gaps) in the page links, however long the list (lib/content/listing.ts). */
const pageLinkSlots = 7;

test(`page links named "${listing.pagination.pageLabel} 1", first and last always, with previous and next`, { tag: "@desktop" }, async ({
  page,
}) => {
  await page.goto("/blog");
  const nav = pagination(page);
  const pageName = (number: number) => `${listing.pagination.pageLabel} ${number}`;
  const pageLink = (number: number) => nav.getByRole("link", { name: pageName(number), exact: true });
  const numbered = nav.getByRole("link", { name: new RegExp(`^${listing.pagination.pageLabel} \\d+$`) });
  await expect(pageLink(1)).toHaveAttribute("aria-current", "page");
  await expect(pageLink(pages)).toHaveCount(1);
  // Every page while they fit; a long list shows its first, its last and the pages near the current one.
  if (pages <= pageLinkSlots) await expect(numbered).toHaveCount(pages);
  else expect(await numbered.count()).toBeLessThan(pageLinkSlots);
  await expect(nav.getByRole("link", { name: listing.pagination.previousLabel })).toHaveCount(0);

  const expectPage = async (current: number) => {
    await expect(page).toHaveURL(new RegExp(current > 1 ? `/blog/page/${current}$` : "/blog$"));
    await expect(pageLink(current)).toHaveAttribute("aria-current", "page");
    await expect(cardTitles(page)).toHaveText(titlesOf(posts.slice((current - 1) * blogPageSize, current * blogPageSize)));
    if (current > 1) await expect(page).toHaveTitle(new RegExp(pageName(current)));
  };
  // Next, a few pages in (a longer list makes this test no longer), then the last page by its own link.
  for (let current = 2; current <= Math.min(pages, 3); current += 1) {
    await nav.getByRole("link", { name: listing.pagination.nextLabel }).click();
    await expectPage(current);
  }
  if (pages > 1) {
    await pageLink(pages).click();
    await expectPage(pages);
    await expect(nav.getByRole("link", { name: listing.pagination.nextLabel })).toHaveCount(0);
    await nav.getByRole("link", { name: listing.pagination.previousLabel }).click();
    await expectPage(pages - 1);
  }
  await pageLink(1).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test("page 1 of a list is the list's own address; a page, category or post no content has is the 404", { tag: "@desktop" }, async ({
  page,
}) => {
  await page.goto("/blog/page/1");
  await expect(page).toHaveURL(/\/blog$/);
  for (const path of [
    `/blog/page/${pages + 1}`,
    "/blog/page/0",
    "/blog/category/no-such-category",
    "/blog/no-such-post",
    "/blog/author/no-such-author",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('main a[href="/"]')).toHaveCount(1);
  }
});

test("the feed is RSS 2.0 with the newest posts, absolute links from the site's address", { tag: "@desktop" }, async ({
  page,
  request,
}) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const xml = await response.text();
  await page.goto("/blog");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      title: doc.querySelector("channel > title")?.textContent,
      items: [...doc.querySelectorAll("item")].map((item) => ({
        title: item.querySelector("title")?.textContent,
        link: item.querySelector("link")?.textContent,
        pubDate: item.querySelector("pubDate")?.textContent,
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe("2.0");
  expect(feed.title).toBe(publication.feedTitle);
  const expected = posts.slice(0, 20);
  expect(feed.items.map((item) => item.title)).toEqual(titlesOf(expected));
  expect(feed.items.map((item) => item.link)).toEqual(expected.map((post) => new URL(`/blog/${slug(post)}`, siteUrl).toString()));
  for (const item of feed.items) expect(Number.isNaN(Date.parse(item.pubDate ?? ""))).toBe(false);
});

test("a newsletter box: a native form posting an email address the browser checks first", async ({ page }) => {
  await page.goto("/blog");
  const form = page.locator('section[data-section="newsletter"] form');
  await expect(form).toHaveAttribute("method", "post");
  await expect(form).toHaveAttribute("action", "/api/newsletter");
  const email = form.getByLabel("Email address");
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("placeholder", /@/);
  await expect(email).toHaveAttribute("required", "");
  await expect(email).toHaveAttribute("autocomplete", "email");
  // The browser refuses an address that is not one, before anything is sent.
  await email.fill("not an email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  // The consent wording is the field's description.
  const described = await email.getAttribute("aria-describedby");
  await expect(page.locator(`#${described}`)).not.toBeEmpty();
});
