import { ogImageRoute } from "@/app/og/og-image";
import { getServicePage } from "@/lib/content/service-page";

// Next may ask for the image list before the slug is known (while collecting static params).
const image = ogImageRoute(async (params: Promise<{ slug?: string }> | undefined) => {
  const slug = (await params)?.slug;
  return slug ? (await getServicePage(slug))?.seo.title : undefined;
});
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
