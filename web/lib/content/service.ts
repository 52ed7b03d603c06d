import { z } from "zod";
import { serviceSlugsQuery, slug } from "./address-reads";
import { eachValid } from "./errors";
import { contentQuery, fetchContent } from "./fetch";
import { accentColor, documentBase, documentFields, iconName, uniqueTexts } from "./fragments";

/** What a service card shows, on the home page and on /services. */
export const serviceCardFields = `${documentFields}, title, "slug": slug.current, description, color, icon, benefits`;
export const serviceCard = documentBase.extend({
  title: z.string().min(1),
  slug,
  description: z.string().min(1),
  color: accentColor,
  icon: iconName,
  benefits: uniqueTexts.min(1).max(3, "a service card lists at most three benefits"),
});
export type ServiceCard = z.infer<typeof serviceCard>;

export const serviceCardsQuery = contentQuery(
  "serviceCards",
  `*[_type == "service"] | order(order asc){${serviceCardFields}}`,
  eachValid(serviceCard),
);

export const getServiceCards = () => fetchContent(serviceCardsQuery);

/** The path of a service's page (schemas/addresses.ts). */
export { servicePath } from "@site/schemas/addresses";

/** Every service's address, in card order (./address-reads.ts: the proxy reads it too). */
export { serviceSlugsQuery };

export const getServiceSlugs = () => fetchContent(serviceSlugsQuery);
