import { z } from "zod";
import type { ClientAddressConfig } from "./contact/client-address";

/**
 * The only reader of process.env in the web app: parsed once, typed, and failing with a clear message.
 * With no Sanity project configured the site is built from the bundled dataset. Also imported as it is by
 * server.mjs and cache-handler-redis.mjs (Node strips the types): erasable TypeScript only.
 */
const schema = z
  .object({
    SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/, "a Sanity project id is lower-case letters, digits and dashes")
      .optional(),
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9_-]+$/, "a Sanity dataset name is lower-case letters, digits, _ and -")
      .optional(),
    SANITY_API_VERSION: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .default("2025-02-19"),
    SANITY_API_READ_TOKEN: z.string().min(1).optional(),
    // Another address for Sanity's API (absent: Sanity's own, https://<project>.api.sanity.io), e.g. the test
    // suite's Content Lake stand-in (web/tests/content-lake): @sanity/client's `apiHost`, without the project's
    // host name.
    SANITY_API_HOST: z.url({ protocol: /^https?$/ }).optional(),
    // Sanity's asset CDN, where images are resized (@sanity/image-url's base) and files served from.
    SANITY_CDN_URL: z.url({ protocol: /^https?$/ }).default("https://cdn.sanity.io"),
    CONTENT_DATASET_FILE: z.string().min(1).optional(),

    // Contact form. `netlify` posts the form to Netlify's form capture and turns the self-hosted one off.
    CONTACT_FORM_TARGET: z.enum(["self", "netlify"]).default("self"),
    // Where the submissions database lives (relative to web/): the repository's gitignored data/ by default.
    CONTACT_DATA_DIR: z.string().min(1).default("../data"),
    // PostgreSQL instead of the SQLite file (hosts without a lasting disk, several instances):
    // submissions, the notification queue and the rate-limit counts.
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL is a postgres:// or postgresql:// address" }).optional(),
    // At most CONTACT_RATE_LIMIT stored posts per client address in any CONTACT_RATE_WINDOW_SECONDS, and
    // at most CONTACT_GLOBAL_RATE_LIMIT from everyone together in the same window.
    CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    CONTACT_GLOBAL_RATE_LIMIT: z.coerce.number().int().positive().default(200),
    // How many proxies in front of the server set the client address (0: the server faces visitors and
    // reads the socket), and which header they set.
    CONTACT_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    CONTACT_CLIENT_IP_HEADER: z.enum(["x-forwarded-for", "x-real-ip"]).default("x-forwarded-for"),
    // A post's body must arrive within this many seconds (a stalled upload is answered 408).
    CONTACT_BODY_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
    // Set by server.mjs, not by hand: the private header in which it passes each request's socket address.
    SERVER_SOCKET_ADDRESS_HEADER: z
      .string()
      .regex(/^x-socket-address-[0-9a-f]{32}$/)
      .optional(),
    // Staff notification by email: opt-in, on when SMTP_HOST is set.
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: z.enum(["true", "false"]).default("false"),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().min(1).optional(),
    SMTP_FROM: z.string().min(3).optional(),
    NOTIFY_TO: z.string().min(3).optional(),
    // Failed notifications are retried this often (and after every new submission).
    NOTIFY_RETRY_SECONDS: z.coerce.number().int().positive().default(300),
    // Retention: submissions older than this many months are deleted by the running server and by
    // `pnpm retention` (health information is kept no longer than needed).
    CONTACT_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
    // How often the running server deletes what is past its retention period.
    RETENTION_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),

    // Newsletter (double opt-in): on when SMTP_HOST, SMTP_FROM and NEWSLETTER_SECRET are set.
    // The key the confirmation and unsubscribe links are signed with (HMAC-SHA256): 32 characters or more.
    NEWSLETTER_SECRET: z.string().min(32, "NEWSLETTER_SECRET: use a random string of 32 characters or more").optional(),
    // The sender of newsletter emails (default SMTP_FROM).
    NEWSLETTER_FROM: z.string().min(3).optional(),
    // A confirmation link works this many hours; an unconfirmed subscription is deleted after this many days.
    NEWSLETTER_CONFIRM_HOURS: z.coerce.number().int().min(1).max(168).default(48),
    NEWSLETTER_PENDING_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    // Subscribing again while unconfirmed sends at most one new email per this many minutes.
    NEWSLETTER_RESEND_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
    // The site's public address for links in emails (default: the Site address in the Site settings).
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),

    // Shared with the Sanity webhook that revalidates pages on publish (see app/api/revalidate).
    SANITY_REVALIDATE_SECRET: z.string().min(1).optional(),
    // Where the Studio runs: visual-editing overlays link each text to its field there.
    SANITY_STUDIO_URL: z.url().default("http://localhost:3333"),

    // Next's client runtime: `routes` (default) serves each page as its route declares (lib/client-runtime.mjs);
    // `next` serves every page with Next's runtime unchanged. Read when the server starts.
    CLIENT_RUNTIME: z.enum(["routes", "next"]).default("routes"),

    // Several instances (docs/deploy.md). A Redis server for the page and data cache every instance shares
    // (cache-handler-redis.mjs, read when the server starts); without it each instance has its own on disk.
    REDIS_URL: z.url({ protocol: /^rediss?$/, error: "REDIS_URL is a redis:// or rediss:// address" }).optional(),
    // What a shared cache in front (a CDN, Varnish) may keep a page for: s-maxage, bounded so that a publish
    // whose purge failed is live everywhere within it, and how long it may serve a stale copy while it asks again.
    CDN_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
    CDN_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    // Which cache in front the publish webhook purges (lib/cdn): none, Varnish (or any cache taking PURGE
    // and BAN), Cloudflare, Fastly.
    CDN_PURGE: z.enum(["none", "varnish", "cloudflare", "fastly"]).default("none"),
    // Varnish: the addresses of its instances, comma separated (each gets the PURGE and BAN requests).
    CDN_VARNISH_URLS: z.string().min(1).optional(),
    // Cloudflare (cache purge by tag and by URL): the zone and an API token with Cache Purge permission.
    CLOUDFLARE_ZONE_ID: z
      .string()
      .regex(/^[0-9a-f]{32}$/, "a Cloudflare zone id is 32 hexadecimal digits")
      .optional(),
    CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
    // Fastly (purge by surrogate key): the service and an API token with purge_select scope.
    FASTLY_SERVICE_ID: z.string().min(1).optional(),
    FASTLY_API_TOKEN: z.string().min(1).optional(),
  })
  .refine((env) => !env.SMTP_HOST || env.SMTP_FROM, {
    message: "with SMTP_HOST set, also set SMTP_FROM (the sender; and NOTIFY_TO for staff email about contact submissions)",
  })
  .refine((env) => env.NEWSLETTER_CONFIRM_HOURS <= env.NEWSLETTER_PENDING_DAYS * 24, {
    message: "NEWSLETTER_CONFIRM_HOURS: a confirmation link cannot outlive the unconfirmed subscription (NEWSLETTER_PENDING_DAYS)",
  })
  .refine((env) => Boolean(env.SMTP_USER) === Boolean(env.SMTP_PASS), { message: "set both SMTP_USER and SMTP_PASS, or neither" })
  .refine((env) => env.CDN_PURGE !== "varnish" || env.CDN_VARNISH_URLS, { message: "CDN_PURGE=varnish: set CDN_VARNISH_URLS" })
  .refine((env) => env.CDN_PURGE !== "cloudflare" || (env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN), {
    message: "CDN_PURGE=cloudflare: set CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN",
  })
  .refine((env) => env.CDN_PURGE !== "fastly" || (env.FASTLY_SERVICE_ID && env.FASTLY_API_TOKEN), {
    message: "CDN_PURGE=fastly: set FASTLY_SERVICE_ID and FASTLY_API_TOKEN",
  })
  .refine((env) => Boolean(env.SANITY_PROJECT_ID) === Boolean(env.SANITY_DATASET), {
    message: "set both SANITY_PROJECT_ID and SANITY_DATASET to use a Sanity project, or neither for the bundled dataset",
  });

function readEnv() {
  // Empty strings (e.g. an untouched `.env` copied from `.env.example`) mean "not set".
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${reasons.join("\n  ")}`);
  }
  return parsed.data;
}

export const env = readEnv();

export type ContentSourceConfig =
  | { kind: "local"; datasetFile: string | undefined }
  | {
      kind: "sanity";
      projectId: string;
      dataset: string;
      apiVersion: string;
      token: string | undefined;
      /** Another API host than Sanity's (SANITY_API_HOST), or undefined for Sanity's own. */
      apiHost: string | undefined;
      /** The asset CDN's address (SANITY_CDN_URL), no trailing slash. */
      cdnUrl: string;
    };

export const contentSource: ContentSourceConfig =
  env.SANITY_PROJECT_ID && env.SANITY_DATASET
    ? {
        kind: "sanity",
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiVersion: env.SANITY_API_VERSION,
        token: env.SANITY_API_READ_TOKEN,
        apiHost: env.SANITY_API_HOST?.replace(/\/$/, ""),
        cdnUrl: env.SANITY_CDN_URL.replace(/\/$/, ""),
      }
    : { kind: "local", datasetFile: env.CONTENT_DATASET_FILE };

export type SmtpConfig = {
  host: string;
  port: number;
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
  from: string;
  to: string;
  retrySeconds: number;
};

/** The sending half of the SMTP settings (the newsletter's emails go to subscribers, not staff). */
export type MailerConfig = Omit<SmtpConfig, "to" | "retrySeconds">;

const mailer: MailerConfig | undefined =
  env.SMTP_HOST && env.SMTP_FROM
    ? {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE === "true",
        auth: env.SMTP_USER && env.SMTP_PASS ? { user: env.SMTP_USER, pass: env.SMTP_PASS } : undefined,
        from: env.SMTP_FROM,
      }
    : undefined;

export type ContactConfig = {
  /** Where the browser posts: the site root (self-hosted capture) or Netlify's static form file. */
  target: "self" | "netlify";
  postPath: string;
  dataDir: string;
  /** PostgreSQL instead of the SQLite file in dataDir. */
  databaseUrl: string | undefined;
  rateLimit: { max: number; windowSeconds: number };
  globalRateLimit: { max: number; windowSeconds: number };
  clientAddress: ClientAddressConfig;
  bodyTimeoutMs: number;
  smtp: SmtpConfig | undefined;
};

export const contactConfig: ContactConfig = {
  target: env.CONTACT_FORM_TARGET,
  postPath: env.CONTACT_FORM_TARGET === "netlify" ? "/__forms.html" : "/",
  dataDir: env.CONTACT_DATA_DIR,
  databaseUrl: env.DATABASE_URL,
  rateLimit: { max: env.CONTACT_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
  globalRateLimit: { max: env.CONTACT_GLOBAL_RATE_LIMIT, windowSeconds: env.CONTACT_RATE_WINDOW_SECONDS },
  clientAddress: { trustedProxyHops: env.CONTACT_TRUSTED_PROXY_HOPS, header: env.CONTACT_CLIENT_IP_HEADER },
  bodyTimeoutMs: env.CONTACT_BODY_TIMEOUT_SECONDS * 1000,
  smtp: mailer && env.NOTIFY_TO ? { ...mailer, to: env.NOTIFY_TO, retrySeconds: env.NOTIFY_RETRY_SECONDS } : undefined,
};

export type NewsletterConfig = Pick<
  ContactConfig,
  "target" | "dataDir" | "databaseUrl" | "rateLimit" | "globalRateLimit" | "clientAddress" | "bodyTimeoutMs"
> & {
  /** Where the box posts: the self-hosted endpoint, or Netlify's static form file. */
  postPath: string;
  /** Sending settings; without them (or without a secret) the endpoint takes no subscription and says so. */
  mailer: MailerConfig | undefined;
  secret: string | undefined;
  /** Overrides the Site settings' address in the emails' links. */
  publicUrl: string | undefined;
  confirmHours: number;
  pendingDays: number;
  resendMinutes: number;
};

export const newsletterConfig: NewsletterConfig = {
  target: contactConfig.target,
  postPath: contactConfig.target === "netlify" ? "/__forms.html" : "/api/newsletter",
  dataDir: contactConfig.dataDir,
  databaseUrl: contactConfig.databaseUrl,
  rateLimit: contactConfig.rateLimit,
  globalRateLimit: contactConfig.globalRateLimit,
  clientAddress: contactConfig.clientAddress,
  bodyTimeoutMs: contactConfig.bodyTimeoutMs,
  mailer: mailer && { ...mailer, from: env.NEWSLETTER_FROM ?? mailer.from },
  secret: env.NEWSLETTER_SECRET,
  publicUrl: env.PUBLIC_SITE_URL,
  confirmHours: env.NEWSLETTER_CONFIRM_HOURS,
  pendingDays: env.NEWSLETTER_PENDING_DAYS,
  resendMinutes: env.NEWSLETTER_RESEND_MINUTES,
};

/** How long what visitors leave is kept, and how often the running server deletes what is older. */
export type RetentionConfig = { submissionMonths: number; pendingDays: number; sweepMinutes: number };

export const retentionConfig: RetentionConfig = {
  submissionMonths: env.CONTACT_RETENTION_MONTHS,
  pendingDays: env.NEWSLETTER_PENDING_DAYS,
  sweepMinutes: env.RETENTION_SWEEP_MINUTES,
};

/**
 * Preview of drafts (draft mode, visual editing): only with a real Sanity project and a read token,
 * which can read drafts and the Studio's preview-URL secrets.
 */
export type PreviewConfig = Extract<ContentSourceConfig, { kind: "sanity" }> & { token: string; studioUrl: string };

export const previewConfig: PreviewConfig | undefined =
  contentSource.kind === "sanity" && contentSource.token
    ? { ...contentSource, token: contentSource.token, studioUrl: env.SANITY_STUDIO_URL }
    : undefined;

/** The header in which server.mjs passes the socket's address (absent under another server). */
export const socketAddressHeader: string | undefined = env.SERVER_SOCKET_ADDRESS_HEADER;

/** The secret the revalidation webhook is signed with; without it the webhook is refused. */
export const revalidateSecret: string | undefined = env.SANITY_REVALIDATE_SECRET;

/**
 * Whether this code runs inside Next's server or build (where content reads go through Next's data cache)
 * rather than in a script or a unit test. Next replaces `process.env.NEXT_RUNTIME` in its bundles.
 */
export const inNextServer: boolean = process.env.NEXT_RUNTIME === "nodejs";

/** Whether this is `next dev` (no server.mjs: the search page is then fetched from the development server). */
export const developmentServer: boolean = process.env.NODE_ENV === "development";

/** A name for the content source, part of every cached read's key: another project or file never shares an entry. */
export const contentSourceKey: string =
  contentSource.kind === "sanity"
    ? `sanity:${contentSource.projectId}:${contentSource.dataset}`
    : `file:${contentSource.datasetFile ?? "bundled"}`;

/** Whether pages carry Next's client runtime as their routes declare (the default) or as Next renders them. */
export const clientRuntimeByRoute: boolean = env.CLIENT_RUNTIME === "routes";

/** The Redis server of the shared page and data cache (several instances), or none: each has its own. */
export const redisUrl: string | undefined = env.REDIS_URL;

/** The cache in front that the publish webhook purges (lib/cdn/purge.ts), and the page lifetime it is given. */
export type CdnConfig = {
  maxAgeSeconds: number;
  staleSeconds: number;
  /** The public address, for CDNs that purge by absolute URL (PUBLIC_SITE_URL). */
  origin: string | undefined;
  purge:
    | { kind: "none" }
    | { kind: "varnish"; urls: string[] }
    | { kind: "cloudflare"; zoneId: string; token: string }
    | { kind: "fastly"; serviceId: string; token: string };
};

export const cdnConfig: CdnConfig = {
  maxAgeSeconds: env.CDN_MAX_AGE_SECONDS,
  staleSeconds: env.CDN_STALE_SECONDS,
  origin: env.PUBLIC_SITE_URL,
  purge:
    env.CDN_PURGE === "varnish" && env.CDN_VARNISH_URLS
      ? { kind: "varnish", urls: env.CDN_VARNISH_URLS.split(",").map((url) => url.trim()) }
      : env.CDN_PURGE === "cloudflare" && env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN
        ? { kind: "cloudflare", zoneId: env.CLOUDFLARE_ZONE_ID, token: env.CLOUDFLARE_API_TOKEN }
        : env.CDN_PURGE === "fastly" && env.FASTLY_SERVICE_ID && env.FASTLY_API_TOKEN
          ? { kind: "fastly", serviceId: env.FASTLY_SERVICE_ID, token: env.FASTLY_API_TOKEN }
          : { kind: "none" },
};

/**
 * The build's folder (NEXT_DIST_DIR, default `.next`), read by next.config.ts and server.mjs: separate
 * folders let several builds (tests, benchmark) live side by side.
 */
export const nextDistDir: string = process.env.NEXT_DIST_DIR || ".next";

/**
 * A build reads the content as it is now (next.config.ts): true once, in the build's main process, which
 * marks its environment (SITE_BUILD_READS_FRESH) so that its workers, inheriting it, answer false.
 */
export function firstBuildProcess(): boolean {
  if (process.env.SITE_BUILD_READS_FRESH === "1") return false;
  process.env.SITE_BUILD_READS_FRESH = "1";
  return true;
}

/**
 * Whether the Next server is starting (instrumentation.ts), rather than a build (`next build` runs the
 * instrumentation too) or a script. Read when called: Next sets the phase as it starts.
 */
export function nextServerStarting(): boolean {
  return inNextServer && process.env.NEXT_PHASE !== "phase-production-build";
}

/** server.mjs: where it listens unless told by its arguments (PORT, HOSTNAME; unset: 3000 on every interface). */
export const serverListen: { port: string | undefined; hostname: string | undefined } = {
  port: process.env.PORT,
  hostname: process.env.HOSTNAME,
};

/**
 * server.mjs, before it loads Next: production mode, and the private header in which it passes each
 * request's socket address (SERVER_SOCKET_ADDRESS_HEADER, read by Next's copy of this module).
 */
export function prepareProductionServer(socketAddressHeader: string): void {
  Object.assign(process.env, { NODE_ENV: "production", SERVER_SOCKET_ADDRESS_HEADER: socketAddressHeader });
}
