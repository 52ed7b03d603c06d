import { getContactPage } from "../content/contact-page";
import { getSiteSettings } from "../content/site-settings";
import type { ErrorPageCopy } from "./answers";

/** The error page's words: the contact page's texts, the firm's name and email from the site settings. */
export async function loadErrorPageCopy(): Promise<ErrorPageCopy> {
  const [page, settings] = await Promise.all([getContactPage(), getSiteSettings()]);
  return { ...page.errorPage, firmName: settings.firmName, email: settings.email, fieldLabels: fieldLabels(page.form) };
}

/** The visible fields' labels by field name, as the form shows them. */
export function fieldLabels(form: Awaited<ReturnType<typeof getContactPage>>["form"]): ErrorPageCopy["fieldLabels"] {
  return {
    name: form.nameLabel,
    email: form.emailLabel,
    phone: form.phoneLabel,
    company: form.companyLabel,
    service: form.serviceLabel,
    message: form.messageLabel,
  };
}
