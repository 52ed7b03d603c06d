import { ogImageRoute } from "@/components/seo/og-image";
import { getServicesPage } from "@/lib/content/services-page";

const image = ogImageRoute(async () => (await getServicesPage()).seo.title);
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
