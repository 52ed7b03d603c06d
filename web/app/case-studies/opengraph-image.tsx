import { ogImageRoute } from "@/components/seo/og-image";
import { getCaseStudiesPage } from "@/lib/content/case-study";

const image = ogImageRoute(async () => (await getCaseStudiesPage()).seo.title);
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
