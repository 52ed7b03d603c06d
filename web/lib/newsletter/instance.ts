import { newsletterConfig } from "../env";
import { loadNewsletterCopy } from "./copy";
import { createNewsletterHandler, type NewsletterHandler } from "./handler";

let handler: NewsletterHandler | undefined;

/** The server's one newsletter handler (its store, limits and SMTP connection), made on first use. */
export function newsletterHandler(): NewsletterHandler {
  handler ??= createNewsletterHandler({ config: newsletterConfig, loadCopy: loadNewsletterCopy });
  return handler;
}
