import { getServiceCards, servicePath } from "./content/service";

/** The site's fixed routes (specification, section 2); service pages come from the service documents. */
export const staticRoutes = [
  "/",
  "/about",
  "/services",
  "/case-studies",
  "/global-impact",
  "/blog",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
] as const;

/** Every public route, in the order of the specification. */
export async function publicRoutes(): Promise<string[]> {
  const services = await getServiceCards();
  return [...staticRoutes, ...services.map((service) => servicePath(service.slug))];
}
