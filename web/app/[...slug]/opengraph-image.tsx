import { ogImageRoute } from "@/components/seo/og-image";
import { getPage } from "@/lib/content/page";

// Next may ask for the image list before the address is known (while collecting static params).
const image = ogImageRoute(async (params: Promise<{ slug?: string[] }> | undefined) => {
  const slug = (await params)?.slug?.join("/");
  return slug ? (await getPage(slug))?.seo.title : undefined;
});
export const generateImageMetadata = image.generateImageMetadata;
export default image.Image;
