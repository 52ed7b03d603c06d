import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { createClient, type SanityDocument } from "@sanity/client";
import { homePageId } from "@site/schemas/addresses";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { e2eContentLakeUrl, e2eLakeBaseUrl, e2eLakeServerEnv } from "../e2e-server";
import { emailHeader } from "../smtp.mjs";
import { postSlugs } from "./routes";

// The editor's journey: the built Studio (tests/serve-studio.mjs) against the Content Lake stand-in that the
// Content Lake site reads (tests/serve.mjs), driven as an editor drives it. The site hears of each publish
// only through the stand-in's own webhook (tests/content-lake/webhooks.mjs), as from Sanity's. Each step waits
// on events: a document's revision in the stand-in, a page's text on the site; never on time.
test.describe.configure({ mode: "serial", timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** The stand-in, read as the Studio writes it (every document, drafts too). */
const lake = createClient({
  projectId: "standin",
  dataset: "production",
  apiVersion: "2025-02-19",
  apiHost: e2eContentLakeUrl,
  useProjectHostname: false,
  useCdn: false,
  perspective: "raw",
});

type Doc = SanityDocument & { title?: string; slug?: { current?: string }; consent?: boolean };

const site = (path: string) => `${e2eLakeBaseUrl}${path}`;
const getDoc = (id: string) => lake.getDocument<Doc>(id);

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#x27": "'" };

/** The site's answer at an address (status and body, its entities decoded), as a visitor's request gets it. */
async function siteText(page: Page, path: string): Promise<string> {
  const response = await page.request.get(site(path), { maxRedirects: 0 });
  const body = (await response.text()).replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => entities[name] ?? "");
  return `${response.status()} ${body}`;
}

/**
 * Makes a copy of a published document with the Studio's Duplicate (the document's ⋯ menu), renames it to `title`
 * and generates its address: a draft never published, whose address no published document has. Its id.
 */
async function duplicateAsNew(page: Page, type: string, model: Doc, title: string): Promise<string> {
  await openDocument(page, type, model._id);
  await chooseFromDocumentMenu(page, "action-Duplicate");
  // The Studio opens the copy: its id in Structure's address (/structure/<type>;<id>) is no longer the model's.
  const openId = () => decodeURIComponent(new RegExp(`/structure/${type};([^;/?]+)`).exec(new URL(page.url()).pathname)?.[1] ?? model._id);
  await expect.poll(openId).not.toBe(model._id);
  const id = openId();
  await untilDocument(`drafts.${id}`, (draft) => draft.title === model.title);
  await page.getByTestId("field-title").locator("input").fill(title);
  await page.getByTestId("field-slug").getByRole("button").last().click();
  await untilDocument(
    `drafts.${id}`,
    (draft) => draft.title === title && Boolean(draft.slug?.current) && draft.slug?.current !== model.slug?.current,
  );
  // The copied address was the model's, which the Studio flagged as taken; its check of the new one ends first.
  await expect(page.getByTestId("field-slug").getByTestId("input-validation-icon-error")).toHaveCount(0);
  return id;
}

/**
 * Opens a document in Structure by its id (the Studio's own intent address). On a busy machine the Studio can
 * resolve the intent before its list has loaded and show the list without the document: the editor reloads.
 */
async function openDocument(page: Page, type: string, id: string) {
  await expect(async () => {
    await page.goto(`/intent/edit/id=${id};type=${type}/`);
    await expect(page.getByTestId("action-publish")).toBeVisible({ timeout: 30_000 });
  }).toPass({ timeout: 120_000 });
}

/** Waits until the stand-in holds a document that satisfies `check` (null: until it is gone). */
async function untilDocument(id: string, check: ((doc: Doc) => boolean) | null, timeout?: number) {
  await expect
    .poll(
      async () => {
        const doc = await getDoc(id);
        return check === null ? doc === undefined : doc !== undefined && check(doc);
      },
      { timeout },
    )
    .toBe(true);
}

/** A field's action (Copy field, Paste field) from its menu, whose button shows when the pointer is over the field. */
async function fieldAction(page: Page, field: string, name: RegExp) {
  const menu = page.getByTestId(`field-actions-menu-${field}`);
  await chooseFromMenu(
    async () => {
      await menu.hover();
      await menu.getByTestId("field-actions-trigger").click({ force: true, timeout: 5_000 });
    },
    page.getByRole("menuitem", { name }),
  );
}

/**
 * An item of a menu the Studio opens with `open` (the "…" beside Publish, the Published chip, a field's menu), and
 * the button that confirms it in the dialog it opens, if any. The Studio re-renders the pane while it reads the
 * document and its permissions, which can close the menu or replace its items under the pointer (a click then
 * reaches nothing): open it again until the item is clicked and its dialog confirmed.
 */
async function chooseFromMenu(open: () => Promise<unknown>, item: Locator, confirm?: Locator) {
  await expect(async () => {
    if (!(confirm && (await confirm.isVisible()))) {
      if (!(await item.isVisible())) await open();
      await expect(item).toBeVisible({ timeout: 2_000 });
      await expect(item).toBeEnabled({ timeout: 2_000 });
      await item.click({ timeout: 2_000 });
    }
    await confirm?.click({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
}

/** An action from the open document's menu (the "…" beside Publish), confirmed by `confirm` where it asks. */
const chooseFromDocumentMenu = (page: Page, testId: string, confirm?: Locator) =>
  chooseFromMenu(
    () => page.getByTestId("pane-footer").getByTestId("action-menu-button").last().click({ timeout: 5_000 }),
    page.getByTestId(testId),
    confirm,
  );

/**
 * Publishes the open document through the Studio's own button, once the draft is saved, and waits until the
 * stand-in holds the published document that satisfies `check`. A click made while the Studio still validates
 * (a slug's uniqueness is checked against the dataset) is held until validation ends and dropped if an error from
 * the edit before is still shown then; the editor, seeing Publish offered again, clicks again, and so does this.
 */
async function publish(page: Page, id: string, check: (doc: Doc) => boolean) {
  const button = page.getByTestId("action-publish");
  await expect(button).toBeEnabled();
  await expect(async () => {
    if (await button.isEnabled()) await button.click({ timeout: 5_000 });
    await expect
      .poll(
        async () => {
          const doc = await getDoc(id);
          return doc !== undefined && check(doc);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  }).toPass({ timeout: 120_000 });
}

/** Published posts, newest first, but the one the content-lake project edits (its publishes are its own). */
const posts = async () =>
  (await lake.fetch<Doc[]>(`*[_type == "post" && !(_id in path("drafts.**"))] | order(publishedAt desc)`)).filter(
    (post) => post.slug?.current !== postSlugs[0],
  );

/** The open document's Publish button, disabled, with the field's error shown beside it (its message on hover). */
async function expectBlocked(page: Page, field: string) {
  await expect(page.getByTestId("action-publish")).toBeDisabled();
  const icon = page.getByTestId(field).getByTestId("input-validation-icon-error").first();
  await expect(icon).toBeVisible();
  await icon.hover();
  await expect(page.getByRole("tooltip").or(page.locator("[data-ui=Tooltip]")).first()).not.toBeEmpty();
}

test("1. an edited post title, published, is on the post page, the blog and the feed", async ({ page }) => {
  const [post] = (await posts()) as [Doc];
  const slug = post.slug?.current as string;
  const edited = `${post.title} (revised)`;

  await page.goto("/structure");
  await page.getByTestId("pane-item-Blog posts").click();
  await page
    .getByTestId("structure-tool-list-pane")
    .or(page.locator("[data-testid=document-list-pane]"))
    .getByText(post.title as string, { exact: true })
    .first()
    .click();
  const title = page.getByTestId("field-title").locator("input");
  await expect(title).toHaveValue(post.title as string);
  await title.fill(edited);
  await untilDocument(`drafts.${post._id}`, (draft) => draft.title === edited);
  await publish(page, post._id, (doc) => doc.title === edited);
  await untilDocument(`drafts.${post._id}`, null);

  await expect.poll(() => siteText(page, `/blog/${slug}`)).toContain(edited);
  await expect.poll(() => siteText(page, "/blog")).toContain(edited);
  await expect.poll(() => siteText(page, "/blog/rss.xml")).toContain(edited);
});

test("2. a service created from the new-document menu and published is live at its address, on /services and in the sitemap", async ({
  browser,
}) => {
  // The clipboard for the Studio's Copy field / Paste field (a service's page sections are many objects deep).
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  const [model] = await lake.fetch<Doc[]>(`*[_type == "service" && !(_id in path("drafts.**"))] | order(order asc)[0...1]`);
  if (!model) throw new Error("the dataset has no service");
  const title = `Care coordination audit ${Date.now().toString(36)}`;

  // The page sections of an existing service, copied, to be pasted into the new one.
  await openDocument(page, "service", model._id);
  await page.getByTestId("field-group-tabs").getByRole("tab").first().click();
  await fieldAction(page, "sections", /copy/i);

  await page.getByTestId("new-document-button").click();
  await page.getByTestId("create-new-service").click();
  await expect(page.getByTestId("field-title")).toBeVisible();
  await page.getByTestId("field-group-tabs").getByRole("tab").first().click();
  await page.getByTestId("field-title").locator("input").fill(title);
  await page.getByTestId("field-slug").getByRole("button").last().click();
  await page.getByTestId("field-order").locator("input").fill("99");
  await page.getByTestId("field-description").locator("textarea").fill(`${title}: one sentence for the card.`);
  await page.getByTestId("field-color").locator("input[type=radio]").first().check();
  await page.getByTestId("field-icon").locator("select").selectOption({ index: 1 });
  await page.getByTestId("field-benefits").getByRole("button").last().click();
  await page.getByTestId("field-benefits").locator("input[type=text]").first().fill("Fewer handoffs");
  await fieldAction(page, "sections", /paste/i);
  await page.getByTestId("field-seo.title").locator("input").fill(title);
  await page
    .getByTestId("field-seo.description")
    .locator("textarea")
    .fill(`${title}: what it is, for whom, and what it changes, in a sentence.`);

  const url = new URL(page.url());
  const id = decodeURIComponent(/;([^;/?]+)/.exec(url.pathname)?.[1] ?? "");
  expect(id).not.toBe("");
  await untilDocument(
    `drafts.${id}`,
    (draft) => Array.isArray(draft.sections) && (draft as { seo?: { description?: string } }).seo?.description !== undefined,
  );
  // The copied address was the model's, which the Studio flagged as taken; its check of the new one ends first.
  await expect(page.getByTestId("field-slug").getByTestId("input-validation-icon-error")).toHaveCount(0);
  await publish(page, id, (doc) => doc.title === title);
  const slug = (await getDoc(id))?.slug?.current as string;
  await expect.poll(() => siteText(page, `/services/${slug}`)).toMatch(new RegExp(`^200 [\\s\\S]*${title}`));
  await expect.poll(() => siteText(page, "/services")).toContain(title);
  await expect.poll(() => siteText(page, "/sitemap.xml")).toContain(`/services/${slug}</loc>`);
  await context.close();
});

test("3. validation blocks a testimonial without consent, a slug already used and an empty required field; nothing reaches the site", async ({
  page,
}) => {
  const [testimonial] = await lake.fetch<Doc[]>(`*[_type == "testimonial" && consent == true && !(_id in path("drafts.**"))][0...1]`);
  if (!testimonial) throw new Error("the dataset has no published testimonial");
  await openDocument(page, "testimonial", testimonial._id);
  await page.getByTestId("boolean-input").locator("input[type=checkbox]").click();
  await untilDocument(`drafts.${testimonial._id}`, (draft) => draft.consent === false);
  await expectBlocked(page, "boolean-input");

  const [post, other] = (await posts()) as [Doc, Doc];
  const slug = post.slug?.current as string;
  await openDocument(page, "post", post._id);
  const address = page.getByTestId("field-slug").locator("input");
  await address.fill(other.slug?.current as string);
  await untilDocument(`drafts.${post._id}`, (draft) => draft.slug?.current === other.slug?.current);
  await expectBlocked(page, "field-slug");
  await address.fill(slug);
  const title = page.getByTestId("field-title").locator("input");
  await title.fill("");
  await untilDocument(`drafts.${post._id}`, (draft) => !draft.title);
  await expectBlocked(page, "field-title");

  // Nothing was published: the documents and the site are as they were.
  expect((await getDoc(testimonial._id))?.consent).toBe(true);
  expect((await getDoc(post._id))?._rev).toBe(post._rev);
  expect(await siteText(page, `/blog/${slug}`)).toContain(post.title as string);
  for (const id of [testimonial._id, post._id])
    await lake.action({ actionType: "sanity.action.document.discard", draftId: `drafts.${id}` });
});

test("4. a post renamed and published with the Studio's button leaves its old address redirecting to the new", async ({ page }) => {
  const [, , post] = (await posts()) as [Doc, Doc, Doc];
  const before = post.slug?.current as string;
  const after = `${before}-renamed`;
  await openDocument(page, "post", post._id);
  await page.getByTestId("field-slug").locator("input").fill(after);
  await untilDocument(`drafts.${post._id}`, (draft) => draft.slug?.current === after);
  await publish(page, post._id, (doc) => doc.slug?.current === after);
  // The custom publish action (studio/redirect-on-rename.ts) kept the old address.
  await expect
    .poll(() => lake.fetch<string | null>(`*[_type == "redirect" && from == $from][0].to._ref`, { from: `/blog/${before}` }))
    .toBe(post._id);

  await expect.poll(() => siteText(page, `/blog/${after}`)).toMatch(/^200 /);
  await expect
    .poll(async () => {
      const response = await page.request.get(site(`/blog/${before}`), { maxRedirects: 0 });
      return `${response.status()} ${response.headers().location ?? ""}`;
    })
    .toMatch(new RegExp(`^308 .*/blog/${after}$`));
});

test("5. Presentation opened alone shows the home page beside its document; it previews the unpublished draft on the site, an overlay opens its field, Publish makes it live", async ({
  page,
  browser,
}, testInfo) => {
  // Two visits to the Presentation tool, each loading the Studio, the site in its frame and a document's form.
  test.setTimeout(300_000);
  // Opened at its start address, the frame tells the tool where it is: the home page, its document beside it.
  const alone = await (await browser.newContext()).newPage();
  await alone.goto("/presentation");
  // The tool renders the document's form after the frame's page: on a busy machine, well after the page.
  await expect(alone.getByTestId("field-title").locator("input")).toHaveValue(((await getDoc(homePageId)) as Doc).title as string, {
    timeout: 90_000,
  });
  await alone.screenshot({ path: testInfo.outputPath("presentation-alone.png") });
  await alone.context().close();

  const [, post] = (await posts()) as [Doc, Doc];
  const slug = post.slug?.current as string;
  const published = post.title as string;
  // Unique to the run: a site served again from an earlier run's cache (SKIP_BUILD=1) cannot already show it.
  const stamp = Date.now().toString(36);
  let draft = "";
  // A visitor: another browser, without the draft-mode cookie the preview gets.
  const visitor = await (await browser.newContext()).newPage();

  // The Studio's Preview at the post's address: the site itself in the frame, switched to draft mode by the
  // Studio's preview secret (a document the Studio writes, which the site checks with its read token).
  const enabled = page.waitForResponse((response) => response.url().startsWith(site("/api/draft-mode/enable")));
  // Presentation tells the frame to refresh from a part it loads lazily once the document is open; that part
  // takes the draft it first sees as already shown, so an edit made before it has loaded would never reach the
  // frame. An editor takes seconds to type; the test waits for it instead.
  const refresher = page.waitForResponse((response) => /\/PostMessageRefreshMutations-[\w-]+\.js$/.test(new URL(response.url()).pathname));
  await page.goto(`/presentation?preview=${encodeURIComponent(`/blog/${slug}`)}`);
  expect((await enabled).status()).toBe(307);
  const frame = page.frameLocator(`iframe[src^="${e2eLakeBaseUrl}"]`);
  await expect(frame.locator("main h1")).toContainText(published);

  // The post opened beside it (mainDocuments); its title edited, not published.
  const title = page.getByTestId("field-title").locator("input");
  await expect(title).toHaveValue(published, { timeout: 90_000 });
  await refresher;
  // Its module loaded, React mounts it on the next frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Should the part still have mounted after an edit (a busy machine), the editor's next edit reaches the frame.
  let edits = 0;
  await expect(async () => {
    draft = `${published} (in preview ${stamp}${edits++ ? `-${edits}` : ""})`;
    await title.fill(draft);
    await untilDocument(`drafts.${post._id}`, (doc) => doc.title === draft, 20_000);
    await expect(frame.locator("main h1")).toContainText(draft, { timeout: 20_000 });
  }).toPass({ timeout: 120_000 });
  await page.screenshot({ path: testInfo.outputPath("presentation-draft.png") });
  expect(await siteText(visitor, `/blog/${slug}`)).toContain(published);
  expect(await siteText(visitor, `/blog/${slug}`)).not.toContain(draft);

  // Its overlay (the edit link stega wrote into the title) focuses the title field.
  await page.getByTestId("field-title").locator("input").blur();
  await expect(title).not.toBeFocused();
  await frame.locator("main h1").hover();
  await frame.locator("main h1").click();
  await expect(title).toBeFocused();

  await publish(page, post._id, (doc) => doc.title === draft);
  await expect.poll(() => siteText(visitor, `/blog/${slug}`)).toContain(draft);
  await visitor.context().close();
});

test("6. a post unpublished is gone from the site and the sitemap; deleted, it is gone from the Studio", async ({ page }) => {
  const [, , , post] = (await posts()) as [Doc, Doc, Doc, Doc];
  const slug = post.slug?.current as string;
  await expect.poll(() => siteText(page, "/sitemap.xml")).toContain(`/blog/${slug}</loc>`);
  await openDocument(page, "post", post._id);
  await chooseFromMenu(
    () => page.getByTestId("document-header-Published-chip").click({ timeout: 5_000 }),
    page.getByTestId("action-unpublish"),
    page.getByRole("dialog").getByRole("button", { name: /unpublish/i }),
  );
  await untilDocument(post._id, null);
  await expect.poll(() => siteText(page, `/blog/${slug}`)).toMatch(/^404 /);
  await expect.poll(() => siteText(page, "/sitemap.xml")).not.toContain(`/blog/${slug}</loc>`);

  // The draft the unpublish left, deleted.
  await openDocument(page, "post", post._id);
  await expect(page.getByTestId("action-publish")).toBeEnabled();
  await chooseFromDocumentMenu(page, "action-Delete", page.getByRole("dialog").getByRole("button", { name: /delete/i }));
  await untilDocument(`drafts.${post._id}`, null);
  expect(await getDoc(post._id)).toBeUndefined();
});

test("7. an image uploaded to a post's cover is on the post page, resized", async ({ page }) => {
  const [, , , , post] = (await posts()) as Doc[] & [Doc, Doc, Doc, Doc, Doc];
  const slug = post.slug?.current as string;
  // A picture no document has: 2400 × 1600, a gradient.
  const width = 2400;
  const height = 1600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) pixels.set([(i % width) % 256, Math.floor(i / width) % 256, 128], i * 3);
  const file = join(mkdtempSync(join(tmpdir(), "studio-upload-")), "cover.jpg");
  const bytes = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
  writeFileSync(file, bytes);
  // The asset the Content Lake makes of it is named by its SHA-1, as Sanity names uploads.
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  const document = { _id: `image-${sha1}-${width}x${height}-jpg`, sha1hash: sha1 };

  await openDocument(page, "post", post._id);
  // The cover's options menu → Upload, as an editor replaces a picture.
  const cover = page.locator('fieldset:has([data-testid="field-actions-menu-coverImage"])').first();
  const chooser = page.waitForEvent("filechooser");
  await chooseFromMenu(
    () => cover.getByTestId("options-menu-button").click({ timeout: 5_000 }),
    page.getByTestId("file-input-upload-button"),
  );
  await (await chooser).setFiles(file);
  await untilDocument(
    `drafts.${post._id}`,
    (draft) => (draft as { coverImage?: { asset?: { _ref?: string } } }).coverImage?.asset?._ref === document._id,
  );
  await publish(page, post._id, (doc) => (doc as { coverImage?: { asset?: { _ref?: string } } }).coverImage?.asset?._ref === document._id);

  await expect.poll(() => siteText(page, `/blog/${slug}`)).toContain(document.sha1hash);
  await page.goto(site(`/blog/${slug}`));
  const shownCover = page.locator(`main img[src*="${document.sha1hash}"]`).first();
  await expect.poll(() => shownCover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const shown = await shownCover.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }));
  // Resized by the image CDN for the page, not the 2400 px upload.
  expect(shown.src).toMatch(/[?&]w=\d+/);
  expect(shown.width).toBeLessThan(width);
});

test("8. an event created as a copy of another (the Studio's Duplicate), renamed and published, is live at its address, on /events and in the calendar feed", async ({
  page,
}) => {
  // The soonest scheduled event still to come: its copy is listed among the upcoming ones.
  const events = await lake.fetch<(Doc & { start: string; end: string; status?: string })[]>(
    `*[_type == "event" && !(_id in path("drafts.**"))] | order(start asc)`,
  );
  const model = events.find((event) => event.status !== "canceled" && Date.parse(event.end) > Date.now() + 60 * 60_000);
  if (!model) throw new Error("the dataset has no scheduled event still to come");
  // A title a calendar line carries as it is (no character RFC 5545 escapes, short enough not to be folded).
  const title = `Roundtable ${Date.now().toString(36)}`;

  const id = await duplicateAsNew(page, "event", model, title);
  await publish(page, id, (doc) => doc.title === title);
  const slug = (await getDoc(id))?.slug?.current as string;

  await expect.poll(() => siteText(page, `/events/${slug}`)).toMatch(new RegExp(`^200 [\\s\\S]*${title}`));
  await expect.poll(() => siteText(page, "/events")).toContain(title);
  await expect.poll(() => siteText(page, "/events.ics")).toContain(`SUMMARY:${title}`);
});

/** Opens the Studio's Preview at a site address, and waits until the site has switched the frame to draft mode. */
async function openPreview(page: Page, path: string) {
  const enabled = page.waitForResponse((response) => response.url().startsWith(site("/api/draft-mode/enable")));
  await page.goto(`/presentation?preview=${encodeURIComponent(path)}`);
  expect((await enabled).status()).toBe(307);
  return page.frameLocator(`iframe[src^="${e2eLakeBaseUrl}"]`);
}

test("9. Preview shows a post never published (a copy, renamed) at the address only its draft has; a visitor gets the 404", async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [model] = (await posts()) as [Doc];
  const title = `Never published ${Date.now().toString(36)}`;
  const id = await duplicateAsNew(page, "post", model, title);
  const slug = (await getDoc(`drafts.${id}`))?.slug?.current as string;
  expect(await getDoc(id)).toBeUndefined();

  const frame = await openPreview(page, `/blog/${slug}`);
  await expect(frame.locator("main h1")).toContainText(title);
  // The draft opened beside the frame (Presentation's main document for the address).
  await expect(page.getByTestId("field-title").locator("input")).toHaveValue(title);
  await page.screenshot({ path: testInfo.outputPath("preview-never-published.png") });

  const visitor = await (await browser.newContext()).newPage();
  expect(await siteText(visitor, `/blog/${slug}`)).toMatch(/^404 /);
  await visitor.context().close();
  await lake.delete(`drafts.${id}`);
});

/** The emails the Content Lake site's SMTP server received for an address (tests/serve.mjs writes one .eml each). */
function emailsTo(address: string): string[] {
  const dir = e2eLakeServerEnv.E2E_MAIL_DIR;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => readFileSync(join(dir, name), "utf8"))
    .filter((data) => emailHeader(data, "X-Envelope-To") === address);
}

/** The wall-clock time of an instant in a zone, 24-hour ("14:00"). */
const clockIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(instant));

test("10. an online event entered at 14:00 in its own zone shows 14:00 there; its link to join is in the confirmation email, never on the page", async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  type Event = Doc & { start: string; end: string; status?: string; online?: boolean; timeZone: string };
  const events = await lake.fetch<Event[]>(`*[_type == "event" && online && !(_id in path("drafts.**"))] | order(start asc)`);
  const model = events.find((event) => event.status !== "canceled" && Date.parse(event.end) > Date.now() + 24 * 60 * 60_000);
  if (!model) throw new Error("the dataset has no online event still to come");
  // A zone other than the browser's (the suite's Chromium runs in UTC): 14:00 there is another hour here.
  expect(clockIn(model.start, model.timeZone)).not.toBe(clockIn(model.start, "UTC"));
  const title = `Webinar ${Date.now().toString(36)}`;
  const joinUrl = `https://meet.example.org/journey/${Date.now().toString(36)}`;
  const id = await duplicateAsNew(page, "event", model, title);

  // The day it was on, at 14:00–15:00 in the event's zone, typed as the editor reads the field, and saved as typed:
  // 14:00 and 15:00 on the event's clock (each field is saved on its own). The Studio can re-render a field while it
  // still settles the copy and drop what was typed: the editor types again what the saved draft lacks.
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: model.timeZone }).format(new Date(model.start));
  const times = { start: "14:00", end: "15:00" } as const;
  type Draft = Partial<Event> & { joinUrl?: string };
  const asTyped = (draft: Draft | undefined, field: keyof typeof times) => {
    const value = draft?.[field];
    return !!value && clockIn(value, model.timeZone) === times[field];
  };
  let attempts = 0;
  await expect(async () => {
    // Every field typed the first time (the copy's own time can already read 14:00), then what the draft lacks.
    const saved = attempts++ ? ((await getDoc(`drafts.${id}`)) as Draft | undefined) : undefined;
    for (const field of ["start", "end"] as const) {
      if (asTyped(saved, field)) continue;
      const input = page.getByTestId(`field-${field}`).locator("input").first();
      await input.fill(`${day} ${times[field]}`);
      await input.press("Enter");
    }
    if (saved?.joinUrl !== joinUrl) await page.getByTestId("field-joinUrl").locator("input").fill(joinUrl);
    const done = (draft: Draft) => draft.joinUrl === joinUrl && asTyped(draft, "start") && asTyped(draft, "end");
    await untilDocument(`drafts.${id}`, done, 15_000);
  }).toPass({ timeout: 120_000 });
  const draft = (await getDoc(`drafts.${id}`)) as Event;
  await page.screenshot({ path: testInfo.outputPath("event-time-in-its-zone.png") });

  // Its preview, before it was ever published: the event at its address, its time in its zone, no link to join.
  const slug = draft.slug?.current as string;
  const frame = await openPreview(page, `/events/${slug}`);
  await expect(frame.locator("main h1")).toContainText(title);
  await expect(frame.locator("main")).toContainText(/2:00\s*–\s*3:00\sPM/u);
  await page.screenshot({ path: testInfo.outputPath("preview-event-never-published.png") });
  const visitor = await (await browser.newContext()).newPage();
  expect(await siteText(visitor, `/events/${slug}`)).toMatch(/^404 /);

  await openDocument(page, "event", id);
  await publish(page, id, (doc) => doc.title === title);
  await expect.poll(() => siteText(visitor, `/events/${slug}`)).toMatch(/^200 [\s\S]*2:00\s*–\s*3:00\sPM/u);
  expect(await siteText(visitor, `/events/${slug}`)).not.toContain(joinUrl);

  // A visitor registers on the page; the confirmation email carries the link to join.
  const address = `journey-${Date.now().toString(36)}@example.org`;
  await visitor.goto(site(`/events/${slug}`));
  const form = visitor.locator('form[action$="/api/events/register"]');
  for (const [name, value] of [
    ["name", "Dana Reyes"],
    ["email", address],
    ["organization", "Riverside Health"],
    ["role", "Revenue cycle director"],
  ] as const)
    await form.locator(`input[name="${name}"]`).fill(value);
  await form.locator('input[name="consent"]').check();
  await form.locator('button[type="submit"]').click();
  await expect.poll(() => emailsTo(address).length).toBeGreaterThan(0);
  expect((await simpleParser(emailsTo(address)[0] ?? "")).text).toContain(joinUrl);
  await visitor.context().close();
});

test("11. a figure changed to disagree with its case study is blocked with a message in the editor's words; nothing reaches the site", async ({
  page,
}) => {
  type Quoted = Doc & { quote: string; about: { _ref: string } };
  const quoted = await lake.fetch<Quoted[]>(`*[_type == "testimonial" && about->_type == "caseStudy" && !(_id in path("drafts.**"))]`);
  const testimonial = quoted.find((candidate) => /\d+%/.test(candidate.quote));
  if (!testimonial) throw new Error("no published testimonial quotes its case study's percentage");
  // The quote's percentage three points higher: a number its case study does not give.
  const changed = testimonial.quote.replace(/(\d+)%/, (_, n: string) => `${Number(n) + 3}%`);
  await openDocument(page, "testimonial", testimonial._id);
  await page.getByTestId("field-quote").locator("textarea").fill(changed);
  await untilDocument(`drafts.${testimonial._id}`, (draft) => (draft as Quoted).quote === changed);
  await expectBlocked(page, "field-quote");

  // A claim its case study proves, changed to another number: blocked the same way.
  const proven = await lake.fetch<(Doc & { value: string })[]>(
    `*[_type == "claim" && source.kind == "caseStudy" && !(_id in path("drafts.**"))]`,
  );
  const claim = proven.find((candidate) => /\d+%/.test(candidate.value));
  if (!claim) throw new Error("no published claim is proven by a case study");
  const value = claim.value.replace(/(\d+)%/, (_, n: string) => `${Number(n) + 3}%`);
  await openDocument(page, "claim", claim._id);
  await page.getByTestId("field-value").locator("input").fill(value);
  await untilDocument(`drafts.${claim._id}`, (draft) => (draft as Doc & { value?: string }).value === value);
  await expectBlocked(page, "field-value");

  // Nothing was published.
  expect((await getDoc(testimonial._id))?._rev).toBe(testimonial._rev);
  expect((await getDoc(claim._id))?._rev).toBe(claim._rev);
  for (const id of [testimonial._id, claim._id])
    await lake.action({ actionType: "sanity.action.document.discard", draftId: `drafts.${id}` });
});
