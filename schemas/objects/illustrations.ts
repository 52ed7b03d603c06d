/**
 * The illustrations a blog post can show, by key. Each key is drawn by the web as a local SVG file,
 * `web/public/illustrations/<key>.svg`, so a post needs no uploaded image.
 */
export const illustrationKeys = ["technology", "regulatory", "workforce", "revenue-cycle", "telemedicine", "population-health"] as const;

export type IllustrationKey = (typeof illustrationKeys)[number];
