import { ogImageRoute } from "@/components/seo/og-image";
import { getGlobalImpactPage } from "@/lib/content/global-impact-page";

const image = ogImageRoute(async () => (await getGlobalImpactPage()).seo.title);
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
