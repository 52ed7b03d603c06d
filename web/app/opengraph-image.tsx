import { ogImageRoute } from "@/components/seo/og-image";
import { getHomePage } from "@/lib/content/page";

const image = ogImageRoute(async () => (await getHomePage()).seo.title);
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
