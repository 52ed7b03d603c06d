import { getPageSlugs, pagePath } from "./content/page";
import { servicePath } from "./content/service";
import { getServiceSlugs } from "./content/service-page";

/** Every public route, read from the content: the home page, every page document and every service. */
export async function publicRoutes(): Promise<string[]> {
  const [pages, services] = await Promise.all([getPageSlugs(), getServiceSlugs()]);
  return ["/", ...pages.map(pagePath), ...services.map(servicePath)];
}
