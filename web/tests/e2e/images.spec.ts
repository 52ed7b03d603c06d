import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { routes, sampleRoutes } from "./routes";

// Images editors upload, on every route that shows one: a plain <img> (no client code) with its size
// (no layout shift), a srcset of resized copies the server really has at the widths it states, the
// alternative text the editor wrote (or none where the picture only decorates a card), the page's main
// image fetched first and the others lazily. Addresses of no image answer 404.

type Drawn = {
  src: string;
  srcset: string;
  sizes: string;
  width: string | null;
  height: string | null;
  alt: string | null;
  loading: string;
  fetchPriority: string;
  inCard: boolean;
  complete: boolean;
  naturalWidth: number;
};

/** The site's content images (the logo and icons are SVG, drawn inline), each once loaded. */
async function contentImages(page: Page): Promise<Drawn[]> {
  const images = page.locator("main img");
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  return images.evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.map((img) => ({
      src: img.getAttribute("src") ?? "",
      srcset: img.getAttribute("srcset") ?? "",
      sizes: img.getAttribute("sizes") ?? "",
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      alt: img.getAttribute("alt"),
      loading: img.loading,
      fetchPriority: img.fetchPriority,
      // A card: an article whose heading is a link (the post and case-study pages' own headings are not).
      inCard: img.closest("article")?.querySelector("h2 > a, h3 > a") != null,
      complete: img.complete,
      naturalWidth: img.naturalWidth,
    })),
  );
}

const candidates = (srcset: string) =>
  srcset.split(",").map((entry) => {
    const [url, descriptor] = entry.trim().split(/\s+/);
    return { url: url ?? "", width: Number(descriptor?.replace(/w$/, "")) };
  });

const imageRoutes = sampleRoutes.filter((route) => /^\/(blog|case-studies)\b/.test(route));

for (const route of imageRoutes) {
  test(`${route}: every image is sized, responsive, described and loads`, async ({ page }) => {
    await page.goto(route);
    const drawn = await contentImages(page);
    for (const image of drawn) {
      expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
      expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
      expect(image.sizes, `${image.src} sizes`).not.toBe("");
      expect(candidates(image.srcset).length, `${image.src} srcset`).toBeGreaterThan(0);
      // A card's picture decorates its title; every other image says what it shows.
      if (image.inCard) expect(image.alt).toBe("");
      else expect(image.alt?.trim().length ?? 0, `${image.src} alt`).toBeGreaterThan(0);
    }
  });
}

test("a post's cover is fetched first and at once; the pictures below it load as they near the screen", async ({ page }) => {
  const route = routes.find((candidate) => /^\/blog\/(?!page\/|category\/|author\/)[^/]+$/.test(candidate));
  if (!route) throw new Error("the dataset has no post");
  await page.goto(route);
  const cover = page.locator("main img").first();
  await expect(cover).toHaveAttribute("fetchpriority", "high");
  await expect(cover).toHaveAttribute("loading", "eager");
  for (const below of await page
    .locator("main img")
    .all()
    .then((all) => all.slice(1)))
    await expect(below).toHaveAttribute("loading", "lazy");
});

test("every resized copy a page offers exists at the width it states, as WebP, cached for good", { tag: "@desktop" }, async ({ page }) => {
  const route = imageRoutes.find((candidate) => candidate.startsWith("/case-studies/")) ?? "/blog";
  await page.goto(route);
  const [image] = await contentImages(page);
  if (!image) throw new Error(`${route} shows no image`);
  for (const { url, width } of candidates(image.srcset)) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["cache-control"]).toContain("immutable");
    const metadata = await sharp(await response.body()).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.width, url).toBe(width);
  }
});

test("an address of no image, or of a width the site does not offer, is a 404", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/blog");
  const [image] = await contentImages(page);
  if (!image) throw new Error("/blog shows no image");
  const [first] = candidates(image.srcset);
  const name = first?.url.split("/").pop() ?? "";
  for (const url of [`/images/${first?.width}/0000000000000000000000000000000000000000-10x10.webp`, `/images/321/${name}`, "/images/640"]) {
    const response = await page.request.get(url);
    expect(response.status(), url).toBe(404);
  }
  // Asked twice: a made-up address is never cached as an image.
  expect((await page.request.get(`/images/${first?.width}/0000000000000000000000000000000000000000-10x10.webp`)).status()).toBe(404);
});
