import { ogImageRoute } from "@/components/seo/og-image";
import { getLegalPage } from "@/lib/content/legal-page";

const image = ogImageRoute(async () => (await getLegalPage("terms-of-service"))?.seo.title);
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
