import { describe, expect, it } from "vitest";
import type { SiteImage } from "./content/image";
import { widthsFor } from "./content/local-images";
import { createImageSources } from "./image-urls";

const image = (width: number, height: number, extra: Partial<SiteImage> = {}): SiteImage => ({
  alt: "A chart",
  asset: {
    _id: `image-4f1c0e6d2b7a9c8e1f0a3b5d7c9e2f4a6b8d0c1e-${width}x${height}-jpg`,
    url: `/files/4f1c-${width}x${height}.jpg`,
    width,
    height,
  },
  ...extra,
});

describe("widthsFor", () => {
  it("offers the standard widths a file reaches, and a small file at its own width", () => {
    expect(widthsFor(1000)).toEqual([320, 480, 640, 800]);
    expect(widthsFor(1920)).toEqual([320, 480, 640, 800, 1024, 1280, 1600, 1920]);
    expect(widthsFor(200)).toEqual([200]);
  });
});

describe("image sources with the bundled dataset", () => {
  const sources = createImageSources({ kind: "local", datasetFile: undefined });

  it("points every width at the resized WebP copies the site serves", () => {
    const drawn = sources(image(1600, 900));
    expect(drawn.srcSet.split(", ")).toEqual([320, 480, 640, 800, 1024, 1280, 1600].map((w) => `/images/${w}/4f1c-1600x900.webp ${w}w`));
    expect(drawn.src).toBe("/images/800/4f1c-1600x900.webp");
    expect([drawn.width, drawn.height]).toEqual([1600, 900]);
  });

  it("keeps the focus point in view where the layout crops the image", () => {
    expect(sources(image(800, 800, { hotspot: { x: 0.25, y: 0.8 } })).objectPosition).toBe("25.0% 80.0%");
    expect(sources(image(800, 800)).objectPosition).toBeUndefined();
  });
});

const sanityProject = (cdnUrl: string) =>
  createImageSources({
    kind: "sanity",
    projectId: "abc123",
    dataset: "production",
    apiVersion: "2025-02-19",
    token: undefined,
    apiHost: undefined,
    cdnUrl,
  });

describe("image sources with a Sanity project", () => {
  const sources = sanityProject("https://cdn.sanity.io");

  it("asks Sanity's CDN for each width, in the browser's best format", () => {
    const drawn = sources(image(1280, 720));
    const urls = drawn.srcSet.split(", ").map((entry) => new URL(entry.split(" ")[0] ?? ""));
    expect(urls.map((url) => url.searchParams.get("w"))).toEqual(["320", "480", "640", "800", "1024", "1280"]);
    for (const url of urls) {
      expect(url.origin).toBe("https://cdn.sanity.io");
      expect(url.pathname).toBe("/images/abc123/production/4f1c0e6d2b7a9c8e1f0a3b5d7c9e2f4a6b8d0c1e-1280x720.jpg");
      expect(url.searchParams.get("auto")).toBe("format");
    }
  });

  it("applies the editor's crop, and gives the cropped size", () => {
    const drawn = sources(image(2000, 1000, { crop: { top: 0, bottom: 0, left: 0.25, right: 0.25 } }));
    expect([drawn.width, drawn.height]).toEqual([1000, 1000]);
    expect(new URL(drawn.src).searchParams.get("rect")).toBe("500,0,1000,1000");
  });
});

describe("image sources from another CDN address (the test stand-in's)", () => {
  it("asks that address, in the path Sanity's CDN uses", () => {
    const url = new URL(sanityProject("http://127.0.0.1:3334")(image(1280, 720)).src);
    expect(url.origin).toBe("http://127.0.0.1:3334");
    expect(url.pathname).toBe("/images/abc123/production/4f1c0e6d2b7a9c8e1f0a3b5d7c9e2f4a6b8d0c1e-1280x720.jpg");
  });
});
