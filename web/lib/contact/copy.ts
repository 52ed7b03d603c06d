import type { ContactAnswerCopy } from "@/sections/contact-block/contact-answer";
import { getContactPage } from "../content/contact-page";
import { getSiteSettings } from "../content/site-settings";

/** The answers' words: the Contact form document, and the site's (its frame, the firm's email). */
export async function loadContactAnswerCopy(): Promise<ContactAnswerCopy> {
  const [page, settings] = await Promise.all([getContactPage(), getSiteSettings()]);
  return { page, settings };
}

/** The notice at the top of every staff email (what to do with health information), from the contact page. */
export async function loadStaffNotice(): Promise<string> {
  return (await getContactPage()).staffNotice;
}
