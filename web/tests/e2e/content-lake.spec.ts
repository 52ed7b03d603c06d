import { type APIRequestContext, expect as baseExpect, test } from "@playwright/test";
import { e2eContentLakeUrl } from "../e2e-server";
import { authorSlugs, caseStudySlugs, categories, pageSlugs, postSlugs, serviceSlugs } from "./routes";

// Production mode: the site built and served against the Content Lake stand-in (tests/content-lake/server.mjs,
// started by tests/serve.mjs), configured only by its documented settings. Each template once; the whole suite
// covers every route on the bundled file. The stand-in's request log counts what a view costs the API, and its
// edits become visible to queries only after a delay, as the Content Lake's do.
// Each test walks several pages and publishes: more than Playwright's 30 s on a loaded machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });

// An edit is live within 5 s of the webhook on a quiet machine; a loaded one gets more room.
const expect = baseExpect.configure({ timeout: 20_000 });
const apiVersion = "v2025-02-19";
const dataset = "production";

type LogEntry = { kind: string; method: string; tag?: string; query?: string };

async function lakeLog(request: APIRequestContext): Promise<LogEntry[]> {
  return ((await (await request.get(`${e2eContentLakeUrl}/_standin/log`)).json()) as { entries: LogEntry[] }).entries;
}
async function clearLakeLog(request: APIRequestContext) {
  await request.delete(`${e2eContentLakeUrl}/_standin/log`);
}
const queriesIn = (log: LogEntry[]) => log.filter((entry) => entry.kind === "query");

async function lakeQuery<T>(request: APIRequestContext, query: string, params: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post(`${e2eContentLakeUrl}/${apiVersion}/data/query/${dataset}`, { data: { query, params } });
  return ((await response.json()) as { result: T }).result;
}

/** An editor's publish: mutations through the stand-in's API; returns the new revision. */
async function mutate(request: APIRequestContext, mutations: object[]): Promise<string> {
  const response = await request.post(`${e2eContentLakeUrl}/${apiVersion}/data/mutate/${dataset}`, { data: { mutations } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { transactionId: string }).transactionId;
}

type Delivery = { documentId: string; operation: string; state: string; status?: number; body: string };

/**
 * Waits until the stand-in has sent Sanity's webhook for every document the transaction published (its own
 * webhook to this site, tests/serve.mjs: the projection docs/sanity-project.md gives, signed with the site's
 * secret) and the site answered; returns what it sent. Nothing here signs a webhook.
 */
async function delivered(
  request: APIRequestContext,
  transactionId: string,
): Promise<Array<Delivery & { payload: Record<string, unknown> }>> {
  const response = await request.get(`${e2eContentLakeUrl}/_standin/webhooks?transaction=${transactionId}&wait=1&timeout=60000`, {
    timeout: 70_000,
  });
  const { settled, deliveries } = (await response.json()) as { settled: boolean; deliveries: Delivery[] };
  expect(settled, `the webhooks of ${transactionId} were not settled in 60 s`).toBe(true);
  for (const delivery of deliveries) expect(delivery, delivery.documentId).toMatchObject({ state: "delivered", status: 200 });
  return deliveries.map((delivery) => ({ ...delivery, payload: JSON.parse(delivery.body) }));
}

const scriptsOf = (html: string) => (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("ld+json"));

const first = <T>(list: T[], what: string): T => {
  const [value] = list;
  if (value === undefined) throw new Error(`the dataset has no ${what}`);
  return value;
};
const category = first(categories, "category") as { slug?: { current: string } };

/** One route of every template. */
const templates = {
  home: "/",
  page: `/${first(
    pageSlugs.filter((slug) => !["blog", "contact", "services", "case-studies"].includes(slug)),
    "content page",
  )}`,
  service: `/services/${first(serviceSlugs, "service")}`,
  services: "/services",
  blog: "/blog",
  post: `/blog/${first(postSlugs, "post")}`,
  category: `/blog/category/${category.slug?.current}`,
  author: `/blog/author/${first(authorSlugs, "author")}`,
  caseStudy: `/case-studies/${first(caseStudySlugs, "case study")}`,
  contact: "/contact",
};

test("every template renders from the Content Lake, with no client script on content pages and images from its CDN", async ({ page }) => {
  for (const [template, path] of Object.entries(templates)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("h1").first(), path).toBeVisible();
    if (template !== "contact") expect(scriptsOf(await (response?.text() ?? Promise.resolve(""))), path).toEqual([]);
    for (const image of await page.locator("main img").all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), path).toBe(true);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc), path).toMatch(new RegExp(`^${e2eContentLakeUrl}/images/`));
    }
  }
  expect((await page.goto("/no-such-page-anywhere"))?.status()).toBe(404);
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  for (const path of Object.values(templates)) expect(sitemap, path).toContain(`${path === "/" ? "" : path}</loc>`);
});

test("a cached view of any template costs the Content Lake no request; a search at most one", async ({ page }) => {
  const paths = [...Object.values(templates), "/no-such-page-anywhere"];
  // Warm: every page and read once.
  for (const path of paths) await page.request.get(path);
  await clearLakeLog(page.request);
  for (let round = 0; round < 3; round += 1) for (const path of paths) await page.request.get(path);
  expect(queriesIn(await lakeLog(page.request))).toEqual([]);

  // A search for words nobody searched yet: the index is one cached read, the search itself none.
  const [title] = await lakeQuery<string[]>(page.request, `*[_type == "post" && defined(title)][0...1].title`);
  const word = (title ?? "").split(/\s+/).find((part) => part.length > 5) ?? "care";
  await page.request.get(`/search?q=${encodeURIComponent(word)}`);
  await clearLakeLog(page.request);
  const response = await page.request.get(`/search?q=${encodeURIComponent(`${word} ${Date.now()}`)}`);
  expect(response.status()).toBe(200);
  expect(queriesIn(await lakeLog(page.request)).length).toBeLessThanOrEqual(1);
});

test("an edit is live after the stand-in's webhook, once the Content Lake shows it, and its first view has no client script", async ({
  page,
}) => {
  const post = await lakeQuery<{ _id: string; slug: string; title: string }>(
    page.request,
    `*[_type == "post" && slug.current == $slug][0]{_id, "slug": slug.current, title}`,
    { slug: postSlugs[0] },
  );
  const edited = `${post.title} (updated ${Date.now()})`;
  const rev = await mutate(page.request, [{ patch: { id: post._id, set: { title: edited } } }]);
  // The webhook arrives before the stand-in's queries show the edit: the server waits for the revision.
  const [sent] = await delivered(page.request, rev);
  expect(sent?.payload).toEqual({
    _id: post._id,
    _type: "post",
    _rev: rev,
    _updatedAt: expect.any(String),
    slug: post.slug,
    previousSlug: post.slug,
    operation: "update",
  });
  // The first view after the webhook answered: the edit, and no client script.
  const response = await page.goto(`/blog/${post.slug}`);
  expect(scriptsOf((await response?.text()) ?? "")).toEqual([]);
  await expect(page.locator("h1")).toHaveText(edited);
  await page.goto("/blog");
  await expect(page.getByText(edited).first()).toBeVisible();
  // Put back.
  await delivered(page.request, await mutate(page.request, [{ patch: { id: post._id, set: { title: post.title } } }]));
});

test("a new post is live with the stand-in's webhook, a rename leaves a permanent redirect, a delete is the 404", async ({ page }) => {
  const template = await lakeQuery<Record<string, unknown>>(page.request, `*[_type == "post" && slug.current == $slug][0]`, {
    slug: postSlugs[0],
  });
  const slug = `content-lake-${Date.now()}`;
  const id = `post-${slug}`;
  const title = `Published to the Content Lake ${slug}`;
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  // New.
  const { _rev: _ignored, _createdAt: _c, _updatedAt: _u, ...fields } = template;
  let rev = await mutate(page.request, [
    { create: { ...fields, _id: id, title, slug: { _type: "slug", current: slug }, publishedAt: "2099-01-01" } },
  ]);
  expect((await delivered(page.request, rev)).map((sent) => sent.payload)).toEqual([
    { _id: id, _type: "post", _rev: rev, _updatedAt: expect.any(String), slug, previousSlug: null, operation: "create" },
  ]);
  let response = await page.request.get(`/blog/${slug}`);
  expect(response.status()).toBe(200);
  expect(scriptsOf(await response.text())).toEqual([]);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}</loc>`);

  // Renamed, with the redirect the Studio creates on a rename.
  const renamed = `${slug}-renamed`;
  rev = await mutate(page.request, [
    { patch: { id, set: { slug: { _type: "slug", current: renamed } } } },
    { create: { _id: `redirect-${slug}`, _type: "redirect", from: `/blog/${slug}`, to: { _type: "reference", _ref: id } } },
  ]);
  // One webhook per document the transaction changed, in its order.
  expect((await delivered(page.request, rev)).map((sent) => [sent.documentId, sent.payload.operation, sent.payload.previousSlug])).toEqual([
    [id, "update", slug],
    [`redirect-${slug}`, "create", null],
  ]);
  response = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(new RegExp(`/blog/${renamed}$`));
  expect((await page.request.get(`/blog/${renamed}`)).status()).toBe(200);

  // Deleted.
  rev = await mutate(page.request, [{ delete: { id: `redirect-${slug}` } }, { delete: { id } }]);
  expect((await delivered(page.request, rev)).map((sent) => [sent.documentId, sent.operation])).toEqual([
    [`redirect-${slug}`, "delete"],
    [id, "delete"],
  ]);
  expect((await page.request.get(`/blog/${renamed}`)).status()).toBe(404);
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/blog/${renamed}</loc>`);
});
