import { getNewsletterSettings } from "../content/newsletter";
import { getSiteSettings } from "../content/site-settings";
import type { NewsletterCopy } from "./pages";

/** The newsletter's words (Newsletter document) with the firm's name, email and address (Site settings). */
export async function loadNewsletterCopy(): Promise<NewsletterCopy> {
  const [settings, site] = await Promise.all([getNewsletterSettings(), getSiteSettings()]);
  return { ...settings, firmName: site.firmName, locale: site.locale, email: site.email, siteUrl: site.siteUrl };
}
