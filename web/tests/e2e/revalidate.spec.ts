import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import sharp from "sharp";
import { e2eDatasetFile, e2eRevalidateSecret } from "../e2e-server";

// Publish to live: Sanity's signed webhook makes every change live without a rebuild, a new page or
// service included. The server reads a private copy of the dataset (tests/serve.mjs), which these tests edit.
// Server behaviour, not layout: run once, in the publishing project, after every other spec (playwright.config.ts).
test.skip(({ isMobile }) => isMobile, "server behaviour: run once");
test.describe.configure({ mode: "serial" });

// A publish regenerates pages in the background (the first visit after it may still get the old page):
// on a loaded machine that takes longer than Playwright's default 5 s, so polls here wait up to 20 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const sign = (body: string, secret = e2eRevalidateSecret) => encodeSignatureHeader(body, Date.now(), secret);

async function webhook(page: Page, payload: object, signature?: string) {
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { "content-type": "application/json" };
  const header = signature === undefined ? await sign(body) : signature;
  if (header !== "") headers[SIGNATURE_HEADER_NAME] = header;
  const response = await page.request.post("/api/revalidate", { data: body, headers });
  return { status: response.status(), json: (await response.json()) as { revalidated?: string[]; error?: string } };
}

type Doc = {
  _id: string;
  _type: string;
  slug?: { current: string };
  title?: string;
  sections?: Array<{ _type: string; heading?: string }>;
};

const readDataset = () => readFileSync(e2eDatasetFile, "utf8").trimEnd().split("\n");
// Written whole, then renamed into place, as an export would leave it: the server never reads half a file.
const writeDataset = (lines: string[]) => {
  writeFileSync(`${e2eDatasetFile}.next`, `${lines.join("\n")}\n`);
  renameSync(`${e2eDatasetFile}.next`, e2eDatasetFile);
};

/** Rewrites the home page's header heading in the server's dataset file; returns the previous one. */
function setHeroHeading(heading: string) {
  const lines = readDataset();
  const index = lines.findIndex((line) => (JSON.parse(line) as Doc)._id === "page-home");
  const doc = JSON.parse(lines[index] ?? "null") as Doc;
  const hero = doc.sections?.[0];
  if (!hero?.heading) throw new Error("the home page has no header heading");
  const previous = hero.heading;
  hero.heading = heading;
  lines[index] = JSON.stringify(doc);
  writeDataset(lines);
  return previous;
}

/** Adds documents to the server's dataset as a publish would; returns a function that removes them. */
function publish(...docs: Doc[]) {
  writeDataset([...readDataset(), ...docs.map((doc) => JSON.stringify(doc))]);
  const ids = new Set(docs.map((doc) => doc._id));
  return () => writeDataset(readDataset().filter((line) => !ids.has((JSON.parse(line) as Doc)._id)));
}

/** A copy of a bundled document of this type under a new id and address, as an editor's duplicate would be. */
function duplicate(id: string, slug: string, title: string): Doc {
  const line = readDataset().find((candidate) => (JSON.parse(candidate) as Doc)._id === id);
  const doc = JSON.parse(line ?? "null") as Doc & { slug: { current: string }; title: string; sections: Array<{ heading?: string }> };
  const hero = doc.sections[0];
  if (hero) hero.heading = title;
  return { ...doc, _id: `${id}-e2e-${slug}`, slug: { ...doc.slug, current: slug }, title };
}

/** Writes a new image beside the server's dataset, named as Sanity's export names it; returns its name. */
async function uploadImage(width: number, height: number) {
  const file = await sharp({ create: { width, height, channels: 3, background: "#0b6b6a" } })
    .jpeg()
    .toBuffer();
  const name = `${createHash("sha1").update(file).digest("hex")}-${width}x${height}.jpg`;
  mkdirSync(join(dirname(e2eDatasetFile), "images"), { recursive: true });
  writeFileSync(join(dirname(e2eDatasetFile), "images", name), file);
  return name;
}

const heroHeading = async (page: Page) => (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
const sitemapPaths = async (page: Page) =>
  [...(await (await page.request.get("/sitemap.xml")).text()).matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || "/",
  );

test("a signed publish of the home page makes the new heading live; without the webhook the page stays as built", async ({ page }) => {
  await page.goto("/");
  const original = await heroHeading(page);
  const edited = `Edited in the Studio ${Date.now()}`;
  setHeroHeading(edited);
  try {
    // The page is static: a changed dataset alone changes nothing a visitor sees.
    await page.reload();
    await page.reload();
    expect(await heroHeading(page)).toBe(original);

    const { status, json } = await webhook(page, { _type: "page", slug: null });
    expect(status).toBe(200);
    expect(json.revalidated).toContain("sanity:page");
    await expect
      .poll(async () => {
        await page.reload();
        return heroHeading(page);
      })
      .toBe(edited);
    // The regenerated page, like the built one, carries no client runtime.
    expect((await (await page.request.get("/")).text()).match(/<script\b[^>]*>/g)?.filter((tag) => !tag.includes("ld+json")) ?? []).toEqual(
      [],
    );
  } finally {
    setHeroHeading(original);
    await webhook(page, { _type: "page" });
  }
  await expect
    .poll(async () => {
      await page.reload();
      return heroHeading(page);
    })
    .toBe(original);
});

for (const [type, id, path] of [
  ["page", "page-about", (slug: string) => `/${slug}`],
  ["service", "service-telemedicine", (slug: string) => `/services/${slug}`],
] as const) {
  test(`a new ${type} is live at its address after a signed publish, without a rebuild, and is in the sitemap`, async ({ page }) => {
    const slug = `e2e-${type}-${Date.now()}`;
    const title = `Published from the Studio ${slug}`;
    expect((await page.goto(path(slug)))?.status()).toBe(404);
    const unpublish = publish(duplicate(id, slug, title));
    try {
      const { status, json } = await webhook(page, { _type: type, slug });
      expect(status).toBe(200);
      expect(json.revalidated).toEqual(expect.arrayContaining([`sanity:${type}`, `sanity:${type}:address`]));
      await expect
        .poll(async () => {
          const response = await page.goto(path(slug));
          return response?.status() === 200 ? heroHeading(page) : `status ${response?.status()}`;
        })
        .toBe(title);
      expect(await sitemapPaths(page)).toContain(path(slug));
      if (type === "service") {
        await page.goto("/services");
        await expect(page.locator(`main a[href="${path(slug)}"]`).first()).toBeVisible();
      }
    } finally {
      unpublish();
      await webhook(page, { _type: type, slug: null, previousSlug: slug });
    }
    await expect.poll(async () => (await page.goto(path(slug)))?.status()).toBe(404);
    expect(await sitemapPaths(page)).not.toContain(path(slug));
  });
}

test("a new post is live at its address after a signed publish, first on the blog, in its category, the feed and the sitemap", async ({
  page,
}) => {
  const [newest] = readDataset()
    .map((line) => JSON.parse(line) as Doc & { publishedAt?: string; categories?: { _ref: string }[] })
    .filter((doc) => doc._type === "post")
    .sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""));
  if (!newest) throw new Error("the dataset has no post");
  const slug = `e2e-post-${Date.now()}`;
  const title = `Published from the Studio ${slug}`;
  const categoryRef = newest.categories?.[0]?._ref ?? "";
  const category = (JSON.parse(readDataset().find((line) => (JSON.parse(line) as Doc)._id === categoryRef) ?? "null") as Doc).slug?.current;
  const path = `/blog/${slug}`;
  expect((await page.goto(path))?.status()).toBe(404);
  // With a cover image uploaded with it: a file the build never saw, beside the dataset as Sanity's export lays it out.
  const cover = await uploadImage(1200, 675);
  // Newer than every post: it leads every list.
  const unpublish = publish({
    ...newest,
    _id: `post-${slug}`,
    slug: { current: slug },
    title,
    publishedAt: "2099-01-01",
    coverImage: { _type: "image", alt: "A plain teal rectangle", _sanityAsset: `image@file://./images/${cover}` },
  } as Doc);
  try {
    const { status, json } = await webhook(page, { _type: "post", slug });
    expect(status).toBe(200);
    expect(json.revalidated).toContain("sanity:post");
    await expect
      .poll(async () => {
        const response = await page.goto(path);
        return response?.status() === 200 ? heroHeading(page) : `status ${response?.status()}`;
      })
      .toBe(title);
    // Its page, like the built ones, carries no client runtime once cached.
    await expect
      .poll(async () =>
        ((await (await page.request.get(path)).text()).match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("ld+json")),
      )
      .toEqual([]);
    // Its cover, resized on its first request at every width its page offers.
    await page.goto(path);
    const coverImage = page.locator("main img").first();
    await expect(coverImage).toHaveAttribute("alt", "A plain teal rectangle");
    await expect.poll(() => coverImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    for (const candidate of ((await coverImage.getAttribute("srcset")) ?? "").split(", ")) {
      const [url = "", width = ""] = candidate.split(" ");
      expect(url).toContain(cover.replace(/\.jpg$/, ".webp"));
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect((await sharp(await response.body()).metadata()).width).toBe(Number(width.replace("w", "")));
    }
    for (const list of ["/blog", `/blog/category/${category}`]) {
      await expect
        .poll(async () => {
          await page.goto(list);
          return page.locator("main article h3").first().textContent();
        })
        .toBe(title);
    }
    expect(await sitemapPaths(page)).toContain(path);
    await expect.poll(async () => (await (await page.request.get("/blog/rss.xml")).text()).includes(`/blog/${slug}</link>`)).toBe(true);
  } finally {
    unpublish();
    await webhook(page, { _type: "post", slug: null, previousSlug: slug });
  }
  await expect.poll(async () => (await page.goto(path))?.status()).toBe(404);
  expect(await sitemapPaths(page)).not.toContain(path);
});

test("an author with more posts than a page holds gets a second page, live, linked from the first and in the sitemap", async ({ page }) => {
  type Post = Doc & { publishedAt: string; author: { _ref: string } };
  const docs = readDataset().map((line) => JSON.parse(line) as Doc);
  type Listing = { _type: string; pagination?: { pageSize: number; pageLabel: string; label: string } };
  const blog = docs.find((doc) => doc._type === "page" && doc.slug?.current === "blog");
  const pagination = (blog?.sections as Listing[] | undefined)?.find((section) => section._type === "postListing")?.pagination;
  if (!pagination) throw new Error("the blog has no Post listing");
  const posts = docs.filter((doc): doc is Post => doc._type === "post");
  const [first] = posts;
  if (!first) throw new Error("the dataset has no post");
  const author = docs.find((doc) => doc._id === first.author._ref);
  const theirs = posts.filter((post) => post.author._ref === first.author._ref);
  const base = `/blog/author/${author?.slug?.current}`;
  expect((await page.goto(`${base}/page/2`))?.status()).toBe(404);
  // Enough new posts, older than every post, for one more than a page: the author's oldest post moves to page 2.
  const stamp = Date.now();
  const added = Array.from({ length: pagination.pageSize + 1 - theirs.length }, (_, index) => ({
    ...first,
    _id: `post-e2e-author-${stamp}-${index}`,
    slug: { current: `e2e-author-${stamp}-${index}` },
    title: `An older post ${stamp} ${index}`,
    publishedAt: "1999-01-01",
  }));
  const oldest = [...theirs, ...added].sort(
    (a, b) => a.publishedAt.localeCompare(b.publishedAt) || (b.title ?? "").localeCompare(a.title ?? ""),
  )[0];
  const unpublish = publish(...added);
  try {
    expect((await webhook(page, { _type: "post", slug: added[0]?.slug.current })).status).toBe(200);
    await expect.poll(async () => (await page.goto(`${base}/page/2`))?.status()).toBe(200);
    await expect(page.locator("main article h3")).toHaveText([oldest?.title ?? ""]);
    const links = page.getByRole("navigation", { name: pagination.label });
    await expect(links.getByRole("link", { name: `${pagination.pageLabel} 2` })).toHaveAttribute("aria-current", "page");
    await expect(links.locator('a[rel="prev"]')).toHaveAttribute("href", base);
    await expect
      .poll(async () => {
        await page.goto(base);
        return page.locator("main article h3").count();
      })
      .toBe(pagination.pageSize);
    await expect(links.getByRole("link", { name: `${pagination.pageLabel} 2` })).toHaveAttribute("href", `${base}/page/2`);
    await expect(links.locator('a[rel="next"]')).toHaveAttribute("href", `${base}/page/2`);
    expect(await sitemapPaths(page)).toContain(`${base}/page/2`);
  } finally {
    unpublish();
    await webhook(page, { _type: "post", slug: null, previousSlug: added[0]?.slug.current });
  }
  await expect.poll(async () => (await page.goto(`${base}/page/2`))?.status()).toBe(404);
});

test("a new case study is live at its address after a signed publish, on the case studies page and in the sitemap", async ({ page }) => {
  const study = readDataset()
    .map((line) => JSON.parse(line) as Doc)
    .find((doc) => doc._type === "caseStudy");
  if (!study) throw new Error("the dataset has no case study");
  const slug = `e2e-case-${Date.now()}`;
  const title = `Published from the Studio ${slug}`;
  const path = `/case-studies/${slug}`;
  expect((await page.goto(path))?.status()).toBe(404);
  const unpublish = publish({ ...study, _id: `caseStudy-${slug}`, slug: { current: slug }, title });
  try {
    const { status, json } = await webhook(page, { _type: "caseStudy", slug });
    expect(status).toBe(200);
    expect(json.revalidated).toContain("sanity:caseStudy");
    await expect
      .poll(async () => {
        const response = await page.goto(path);
        return response?.status() === 200 ? heroHeading(page) : `status ${response?.status()}`;
      })
      .toBe(title);
    await expect
      .poll(async () => {
        await page.goto("/case-studies");
        return page.locator(`main a[href="${path}"]`).count();
      })
      .toBe(1);
    expect(await sitemapPaths(page)).toContain(path);
  } finally {
    unpublish();
    await webhook(page, { _type: "caseStudy", slug: null, previousSlug: slug });
  }
  await expect.poll(async () => (await page.goto(path))?.status()).toBe(404);
});

test("a renamed post's old address answers a permanent redirect to its new one once the redirect is published", async ({ page }) => {
  const post = readDataset()
    .map((line) => JSON.parse(line) as Doc)
    .find((doc) => doc._type === "post");
  if (!post?.slug) throw new Error("the dataset has no post");
  const from = `/blog/e2e-old-address-${Date.now()}`;
  expect((await page.request.get(from, { maxRedirects: 0 })).status()).toBe(404);
  // What the Studio writes when a publish changes a post's address (studio/redirect-on-rename.ts).
  const unpublish = publish({
    _id: `redirect-e2e-${Date.now()}`,
    _type: "redirect",
    from,
    to: { _type: "reference", _ref: post._id },
  } as Doc);
  try {
    await webhook(page, { _type: "post", slug: post.slug.current, previousSlug: from.split("/").pop() });
    const response = await page.request.get(from, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(`/blog/${post.slug.current}`);
  } finally {
    unpublish();
  }
  // Deleting the redirect is a publish too: its webhook takes the old address off the cached list.
  expect((await webhook(page, { _type: "redirect", slug: null })).status).toBe(200);
  await expect.poll(async () => (await page.request.get(from, { maxRedirects: 0 })).status()).toBe(404);
});

test("a publish re-renders only the pages its type can change, and every first view after it carries no client script", async ({
  page,
}) => {
  const docs = readDataset().map((line) => JSON.parse(line) as Doc);
  const post = docs.find((doc) => doc._type === "post" && doc.slug);
  const caseStudy = docs.find((doc) => doc._type === "caseStudy" && doc.slug);
  // A page of legal text shows no post (its sections are read with their own projections only).
  const legal = docs.find((doc) => doc._type === "page" && doc.slug && doc.sections?.every((section) => section._type === "legalText"));
  if (!post?.slug || !caseStudy?.slug || !legal?.slug) throw new Error("the dataset has no post, case study or legal page");
  const postPath = `/blog/${post.slug.current}`;
  const unaffected = [`/${legal.slug.current}`];
  // A case study lists the articles on its subject, so it is rendered again too.
  const affected = ["/blog", postPath, `/case-studies/${caseStudy.slug.current}`];
  const cacheState = async (path: string) => (await page.request.get(path)).headers()["x-nextjs-cache"];
  // Every one served from the cache first.
  for (const path of [...unaffected, ...affected]) await expect.poll(() => cacheState(path)).toBe("HIT");

  // An edit of a post that keeps its address: pages that show posts are rendered again, a legal page is not.
  const { status, json } = await webhook(page, {
    _id: post._id,
    _type: "post",
    slug: post.slug.current,
    previousSlug: post.slug.current,
    operation: "update",
  });
  expect(status).toBe(200);
  expect(json.revalidated).toEqual(["sanity:post", "sanity:any"]);
  for (const path of unaffected) expect(await cacheState(path), path).toBe("HIT");
  for (const path of affected) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    // The first view after the publish, whether rendered for it or served stale: no script but JSON-LD.
    const scripts = ((await response.text()).match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("ld+json"));
    expect(scripts, path).toEqual([]);
    expect(response.headers()["x-nextjs-cache"], path).not.toBe("HIT");
  }
});

test("unsigned, badly signed, malformed and tampered requests are refused with 401", async ({ page }) => {
  const payload = { _type: "page" };
  const unsigned = await webhook(page, payload, "");
  expect(unsigned.status).toBe(401);
  expect(unsigned.json.error).toMatch(/missing signature/i);

  const otherSecret = await webhook(page, payload, await sign(JSON.stringify(payload), "not-the-secret"));
  expect(otherSecret.status).toBe(401);
  expect(otherSecret.json.error).toMatch(/invalid signature/i);

  const malformed = await webhook(page, payload, "t=abc,v1=");
  expect(malformed.status).toBe(401);
  expect(malformed.json.error).toMatch(/signature/i);

  const tampered = await webhook(page, { _type: "siteSettings" }, await sign(JSON.stringify(payload)));
  expect(tampered.status).toBe(401);
});

test("a signed body that is not the webhook's projection is a 400", async ({ page }) => {
  const { status, json } = await webhook(page, { title: "no type" });
  expect(status).toBe(400);
  expect(json.error).toMatch(/_type/);
});
