// The contact and newsletter handlers' settings for tests, in one place: a store under test
// (tests/contact-stores.ts), limits no test meets unless it sets its own, no proxy in front, and the
// test SMTP server (tests/smtp.mjs) on loopback. Each test passes what it is about as overrides.
import type { ContactConfig, NewsletterConfig, SmtpConfig } from "@/lib/form-settings";
import type { StoreUnderTest } from "./contact-stores";

/** Limits no generated run reaches: for the fuzz tests, which post many times from few addresses. */
export const noLimits = {
  rateLimit: { max: 1_000_000, windowSeconds: 60 },
  globalRateLimit: { max: 1_000_000, windowSeconds: 60 },
} satisfies Partial<ContactConfig>;

/** What both handlers read: the store, the limits, the client's address (the socket's), the body's time. */
type Shared = Pick<ContactConfig, keyof NewsletterConfig & keyof ContactConfig>;
const shared = (store: Pick<StoreUnderTest, "config">): Omit<Shared, "postPath"> => ({
  target: "self",
  ...store.config,
  rateLimit: { max: 1000, windowSeconds: 60 },
  globalRateLimit: { max: 10_000, windowSeconds: 60 },
  clientAddress: { trustedProxyHops: 0, header: "x-forwarded-for" },
  bodyTimeoutMs: 10_000,
});

/** Staff notification sent to the test SMTP server on this port. */
export const staffSmtp = (port: number): SmtpConfig => ({
  host: "127.0.0.1",
  port,
  secure: false,
  auth: undefined,
  from: "site@fernleaf.test",
  to: "staff@fernleaf.test",
  retrySeconds: 3600,
});

/** The contact capture on this store; no staff email unless `smtp` is given. */
export function contactConfig(store: Pick<StoreUnderTest, "config">, overrides: Partial<ContactConfig> = {}): ContactConfig {
  return { ...shared(store), postPath: "/", smtp: undefined, ...overrides };
}

/** The newsletter's secret in tests: links the tests sign themselves are signed with it. */
export const newsletterSecret = "test-newsletter-secret-0123456789abcdef";

/** The newsletter on this store, its emails sent to the test SMTP server on this port. */
export function newsletterConfig(
  store: Pick<StoreUnderTest, "config">,
  smtpPort: number,
  overrides: Partial<NewsletterConfig> = {},
): NewsletterConfig {
  return {
    ...shared(store),
    postPath: "/api/newsletter",
    mailer: { host: "127.0.0.1", port: smtpPort, secure: false, auth: undefined, from: "Fernleaf <news@example.org>" },
    secret: newsletterSecret,
    publicUrl: "https://site.test",
    confirmHours: 48,
    pendingDays: 7,
    resendMinutes: 10,
    ...overrides,
  };
}
