import { getContactPage } from "../content/contact-page";
import { getSiteSettings } from "../content/site-settings";
import type { ErrorPageCopy } from "./answers";
import { fieldLabels } from "./refusal";

/** The error page's words: the contact page's texts, the firm's name and email from the site settings. */
export async function loadErrorPageCopy(): Promise<ErrorPageCopy> {
  const [page, settings] = await Promise.all([getContactPage(), getSiteSettings()]);
  return {
    ...page.errorPage,
    firmName: settings.firmName,
    locale: settings.locale,
    email: settings.email,
    fieldLabels: fieldLabels(page.form),
    form: page.form,
    refusalHeading: page.banners.refusalHeading,
  };
}

/** The notice at the top of every staff email (what to do with health information), from the contact page. */
export async function loadStaffNotice(): Promise<string> {
  return (await getContactPage()).staffNotice;
}
