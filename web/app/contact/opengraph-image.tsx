import { ogImageRoute } from "@/components/seo/og-image";
import { getContactPage } from "@/lib/content/contact-page";

const image = ogImageRoute(async () => (await getContactPage()).seo.title);
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
