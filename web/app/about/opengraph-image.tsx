import { ogImageRoute } from "@/components/seo/og-image";
import { getAboutPage } from "@/lib/content/about-page";

const image = ogImageRoute(async () => (await getAboutPage()).seo.title);
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
