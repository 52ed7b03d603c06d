import { getContactPage } from "../content/contact-page";
import { getSiteSettings } from "../content/site-settings";
import type { ErrorPageCopy } from "./answers";

/** The error page's words: the contact page's texts, the firm's name and email from the site settings. */
export async function loadErrorPageCopy(): Promise<ErrorPageCopy> {
  const [page, settings] = await Promise.all([getContactPage(), getSiteSettings()]);
  const { form } = page;
  return {
    ...page.errorPage,
    firmName: settings.firmName,
    email: settings.email,
    fieldLabels: {
      name: form.nameLabel,
      email: form.emailLabel,
      phone: form.phoneLabel,
      company: form.companyLabel,
      service: form.serviceLabel,
      message: form.messageLabel,
    },
  };
}
