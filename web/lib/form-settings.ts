import { dataDir, env, test } from "./env";

// The forms' settings, derived from the variables lib/env.ts parses (and checks when the server starts).

const mailer =
  env.SMTP_HOST && env.SMTP_FROM
    ? {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        // Port 465 is SMTP over TLS from the first byte; the others start plain and upgrade (STARTTLS).
        secure: env.SMTP_PORT === 465,
        auth: env.SMTP_USER && env.SMTP_PASS ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
        from: env.SMTP_FROM,
      }
    : undefined;

/** The sending half of the SMTP settings (the newsletter's emails go to subscribers, not staff). */
export type MailerConfig = NonNullable<typeof mailer>;

// A person writes a few times in ten minutes, a script many; from everyone together, a flood stops at 200.
const rateWindowSeconds = 600;

/** What the forms share: where they store (PostgreSQL with databaseUrl, else SQLite in dataDir), their limits. */
const capture = {
  target: env.CONTACT_FORM_TARGET,
  dataDir,
  databaseUrl: env.DATABASE_URL,
  rateLimit: { max: env.CONTACT_RATE_LIMIT, windowSeconds: rateWindowSeconds },
  globalRateLimit: { max: test.SITE_TEST_GLOBAL_RATE_LIMIT ?? 200, windowSeconds: rateWindowSeconds },
  clientAddress: { trustedProxyHops: env.CONTACT_TRUSTED_PROXY_HOPS, header: env.CONTACT_CLIENT_IP_HEADER },
  // A form is a few kilobytes; a stalled upload holds a socket (answered 408).
  bodyTimeoutMs: 10_000,
};

export const contactConfig = {
  ...capture,
  /** Where the browser posts: the site root (self-hosted capture) or Netlify's static form file. */
  postPath: env.CONTACT_FORM_TARGET === "netlify" ? "/__forms.html" : "/",
  // Failed staff emails are retried every 5 minutes (and after each new submission): a mail server's outage is minutes.
  smtp: mailer && env.NOTIFY_TO ? { ...mailer, to: env.NOTIFY_TO, retrySeconds: 300 } : undefined,
};
export type ContactConfig = typeof contactConfig;
export type SmtpConfig = NonNullable<ContactConfig["smtp"]>;

export const newsletterConfig = {
  ...capture,
  postPath: env.CONTACT_FORM_TARGET === "netlify" ? "/__forms.html" : "/api/newsletter",
  /** Without sending settings (or a secret) the endpoint takes no subscription and says so. */
  mailer,
  secret: env.NEWSLETTER_SECRET,
  /** Overrides the Site settings' address in the emails' links. */
  publicUrl: env.PUBLIC_SITE_URL,
  // A link works two days (an email read after a weekend), within the pending days (2 at least).
  confirmHours: 48,
  pendingDays: env.NEWSLETTER_PENDING_DAYS,
  // Subscribing again while unconfirmed sends at most one email per 10 minutes: a double click is not two emails.
  resendMinutes: 10,
};
export type NewsletterConfig = typeof newsletterConfig;
