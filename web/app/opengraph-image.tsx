import { ogImageRoute } from "@/app/og/og-image";
import { getHomePage } from "@/lib/content/page";

// The card shows the home page's title; its alternative text, resolved for every page that inherits this
// image, reads only the site settings every page reads anyway (not the home page and all it lists).
const image = ogImageRoute(
  async () => (await getHomePage()).seo.title,
  async () => undefined,
);
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
