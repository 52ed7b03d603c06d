import { getNewsletterSettings } from "../content/newsletter";
import { getSiteSettings } from "../content/site-settings";
import type { NewsletterCopy } from "./pages";

/** The newsletter's words (Newsletter document) with the site's (Site settings: its frame, the firm's name, email and address). */
export async function loadNewsletterCopy(): Promise<NewsletterCopy> {
  const [settings, site] = await Promise.all([getNewsletterSettings(), getSiteSettings()]);
  return { ...settings, site };
}
