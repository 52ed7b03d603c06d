import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bundledDocuments } from "../dataset-with";
import { type ContentLake, startContentLake } from "./server.mjs";

// The site in Sanity mode, configured by its documented settings (SANITY_PROJECT_ID, SANITY_DATASET) and the
// test knobs that point it at the Content Lake stand-in (SITE_TEST_SANITY_API_HOST, SITE_TEST_SANITY_CDN_URL): its own fetch function reads from it,
// and the bundled dataset's image and file routes list and serve nothing, asking the API nothing.

let lake: ContentLake;

beforeAll(async () => {
  lake = await startContentLake();
  vi.stubEnv("SANITY_PROJECT_ID", lake.projectId);
  vi.stubEnv("SANITY_DATASET", lake.dataset);
  vi.stubEnv("SITE_TEST_SANITY_API_HOST", lake.url);
  vi.stubEnv("SITE_TEST_SANITY_CDN_URL", lake.url);
  // lib/env.ts reads the environment once, when first imported.
  vi.resetModules();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.resetModules();
  await lake?.stop();
});

describe("the site in Sanity mode against the stand-in", () => {
  it("reads content through @sanity/client at the stand-in's API host", async () => {
    const { fetchContent } = await import("@/lib/content/fetch");
    const { siteSettingsQuery } = await import("@/lib/content/site-settings");
    lake.log.length = 0;
    const settings = await fetchContent(siteSettingsQuery);
    const expected = bundledDocuments().find((doc) => doc._id === "siteSettings");
    expect(settings.firmName).toBe(expected?.firmName);
    expect(lake.log).toMatchObject([{ kind: "query", perspective: "published", status: 200 }]);
  });

  it("draws images from the stand-in's CDN address, and lists no local copy of them", async () => {
    const { imageSources } = await import("@/lib/image-urls");
    type ImageAsset = { _id: string; url: string; metadata: { dimensions: { width: number; height: number } } };
    const [asset] = lake.assets().filter((doc) => doc._type === "sanity.imageAsset") as unknown as ImageAsset[];
    if (!asset) throw new Error("the stand-in holds no image");
    const { width, height } = asset.metadata.dimensions;
    const drawn = imageSources({ alt: "An image", asset: { _id: asset._id, url: asset.url, width, height } });
    expect(drawn.src.startsWith(`${asset.url}?`)).toBe(true);
    expect((await fetch(drawn.src)).status).toBe(200);

    const { localImageFile, localImageVariants } = await import("@/lib/content/local-images");
    lake.log.length = 0;
    expect(await localImageVariants()).toEqual([]);
    expect(
      await localImageFile(
        "800",
        `${asset.url
          .split("/")
          .pop()
          ?.replace(/\.\w+$/, "")}.webp`,
      ),
    ).toBeNull();
    expect(lake.log).toEqual([]);
  });

  it("answers the local files route 404 without asking the API", async () => {
    const { GET } = await import("@/app/files/[name]/route");
    lake.log.length = 0;
    const response = await GET(new Request("http://localhost/files/analytics-guide.pdf"), {
      params: Promise.resolve({ name: "analytics-guide.pdf" }),
    });
    expect(response.status).toBe(404);
    expect(lake.log).toEqual([]);
  });
});
