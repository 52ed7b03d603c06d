/**
 * The newsletter box's form: its name (Netlify's detected form, `form-name=newsletter`), its fields and its
 * handlers' addresses (its result pages are in schemas/addresses.ts). Shared by the box, the server's capture
 * and the Netlify skeleton.
 */
export const newsletterFormName = "newsletter";

/** The honeypot: a field no person fills in (the contact form's name, so Netlify reads both alike). */
export const newsletterHoneypotField = "bot-field";

/** The version of the consent wording the visitor saw (a digest of it); the server stores that wording. */
export const newsletterConsentField = "consent";

export const newsletterEmailField = "email";

/** The longest address accepted (RFC 5321's path limit). */
export const newsletterEmailMaxLength = 254;

/** The route handlers: the subscription itself, and the links of the emails (a page with a button, then a POST). */
export const newsletterApiPaths = {
  subscribe: "/api/newsletter",
  confirm: "/api/newsletter/confirm",
  unsubscribe: "/api/newsletter/unsubscribe",
} as const;
