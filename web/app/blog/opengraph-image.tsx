import { ogImageRoute } from "@/components/seo/og-image";
import { getBlogPage } from "@/lib/content/blog-page";

const image = ogImageRoute(async () => (await getBlogPage()).seo.title);
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
