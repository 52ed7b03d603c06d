import { getEventCards } from "../content/events";
import { getRegistrationWords } from "../content/events-page";
import { newsletterConfig } from "../form-settings";
import { loadNewsletterCopy } from "../newsletter/copy";
import { createRegistrationHandler, type RegistrationCopy } from "./handler";

/** Registration's words: the events page's Event listing section, the refusals' and the site's (the Newsletter document's loader). */
export async function loadRegistrationCopy(): Promise<RegistrationCopy> {
  const [newsletter, words] = await Promise.all([loadNewsletterCopy(), getRegistrationWords()]);
  if (!words) throw new Error("Content: the events page (a page at events with an Event listing section) is missing");
  return { ...newsletter, ...words };
}

let handler: ReturnType<typeof createRegistrationHandler> | undefined;

/** The server's one registration handler (its store, limits and SMTP connection: the newsletter's settings), made on first use. */
export const registrationHandler = () =>
  (handler ??= createRegistrationHandler({ config: newsletterConfig, loadCopy: loadRegistrationCopy, loadEvents: getEventCards }));
