import { ogImageRoute } from "@/components/seo/og-image";
import { getPage } from "@/lib/content/page";

const image = ogImageRoute(async () => (await getPage("contact"))?.seo.title);
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
