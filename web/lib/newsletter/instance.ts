import { newsletterConfig } from "../form-settings";
import { loadNewsletterCopy } from "./copy";
import { createNewsletterHandler } from "./handler";

let handler: ReturnType<typeof createNewsletterHandler> | undefined;

/** The server's one newsletter handler (its store, limits and SMTP connection), made on first use. */
export const newsletterHandler = () => (handler ??= createNewsletterHandler({ config: newsletterConfig, loadCopy: loadNewsletterCopy }));
