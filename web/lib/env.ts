import { z } from "zod";

// The only reader of the settings (docs/settings.md): parsed once, failing with each bad variable's name and why;
// unset or empty, each has its default. Node loads it as it is (server.mjs): erasable TypeScript only.
const optionalUrl = (protocol: RegExp, error?: string) => z.url({ protocol, ...(error ? { error } : {}) }).optional();
const text = z.string().min(1).optional();
const matching = (pattern: RegExp, error: string) => z.string().regex(pattern, error).optional();
const count = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const settings = z
  .object({
    // Content source: unset, the bundled dataset.
    SANITY_PROJECT_ID: matching(/^[a-z0-9-]+$/, "a Sanity project id is lower-case letters, digits and dashes"),
    SANITY_DATASET: matching(/^[a-z0-9_-]+$/, "a Sanity dataset name is lower-case letters, digits, _ and -"),
    SANITY_API_READ_TOKEN: text,
    // Publishing and preview.
    SANITY_REVALIDATE_SECRET: text,
    SANITY_STUDIO_URL: z.url().default("http://localhost:3333"),
    PUBLIC_SITE_URL: optionalUrl(/^https?$/),
    // Mail: outgoing email is on when SMTP_HOST is set; the newsletter also needs NEWSLETTER_SECRET.
    SMTP_HOST: text,
    SMTP_PORT: count(1, 65535, 587),
    SMTP_USER: text,
    SMTP_PASS: text,
    SMTP_FROM: z.string().min(3).optional(),
    NOTIFY_TO: z.string().min(3).optional(),
    NEWSLETTER_SECRET: z.string().min(32, "NEWSLETTER_SECRET: use a random string of 32 characters or more").optional(),
    // Storage of what visitors send, its limits and how long it is kept.
    CONTACT_FORM_TARGET: z.enum(["self", "netlify"]).default("self"),
    CONTACT_DATA_DIR: z.string().min(1).default("../data"),
    DATABASE_URL: optionalUrl(/^postgres(ql)?$/, "DATABASE_URL is a postgres:// or postgresql:// address"),
    CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    CONTACT_TRUSTED_PROXY_HOPS: count(0, 10, 0),
    CONTACT_CLIENT_IP_HEADER: z.enum(["x-forwarded-for", "x-real-ip"]).default("x-forwarded-for"),
    CONTACT_RETENTION_MONTHS: count(1, 120, 24),
    NEWSLETTER_PENDING_DAYS: count(2, 90, 7),
    // Scale-out: the server's address, and the cache every instance shares.
    PORT: z.coerce.number().int().min(1).max(65535).optional(),
    HOSTNAME: text,
    REDIS_URL: optionalUrl(/^rediss?$/, "REDIS_URL is a redis:// or rediss:// address"),
    // CDN: what the publish webhook purges.
    CDN_PURGE: z.enum(["none", "varnish", "cloudflare", "fastly"]).default("none"),
    CDN_VARNISH_URLS: text,
    CLOUDFLARE_ZONE_ID: matching(/^[0-9a-f]{32}$/, "a Cloudflare zone id is 32 hexadecimal digits"),
    CLOUDFLARE_API_TOKEN: text,
    FASTLY_SERVICE_ID: text,
    FASTLY_API_TOKEN: text,
  })
  .refine((env) => Boolean(env.SANITY_PROJECT_ID) === Boolean(env.SANITY_DATASET), {
    message: "set both SANITY_PROJECT_ID and SANITY_DATASET to use a Sanity project, or neither for the bundled dataset",
  })
  .refine((env) => !env.SMTP_HOST || env.SMTP_FROM, {
    message: "with SMTP_HOST set, also set SMTP_FROM (the sender; and NOTIFY_TO for staff email about contact submissions)",
  })
  .refine((env) => Boolean(env.SMTP_USER) === Boolean(env.SMTP_PASS), { message: "set both SMTP_USER and SMTP_PASS, or neither" })
  .refine((env) => env.CDN_PURGE !== "varnish" || env.CDN_VARNISH_URLS, { message: "CDN_PURGE=varnish: set CDN_VARNISH_URLS" })
  .refine((env) => env.CDN_PURGE !== "cloudflare" || (env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN), {
    message: "CDN_PURGE=cloudflare: set CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN",
  })
  .refine((env) => env.CDN_PURGE !== "fastly" || (env.FASTLY_SERVICE_ID && env.FASTLY_API_TOKEN), {
    message: "CDN_PURGE=fastly: set FASTLY_SERVICE_ID and FASTLY_API_TOKEN",
  });

/** Test and benchmark knobs (SITE_TEST_*, an unknown one refused), never a firm's settings. */
const testKnobs = z
  .object({
    SITE_TEST_SANITY_API_HOST: optionalUrl(/^https?$/),
    SITE_TEST_SANITY_CDN_URL: optionalUrl(/^https?$/),
    SITE_TEST_DATASET_FILE: text,
    SITE_TEST_DIST_DIR: text,
    SITE_TEST_GLOBAL_RATE_LIMIT: z.coerce.number().int().positive().optional(),
    SITE_TEST_RETENTION_SWEEP_MINUTES: z.coerce.number().int().min(1).max(1440).optional(),
    SITE_TEST_CLIENT_RUNTIME: z.enum(["routes", "next"]).optional(),
    SITE_TEST_QUICK_BUILD: z.literal("1").optional(),
  })
  .strict();

/** The variables the site reads (docs/settings.md documents each; lib/env.test.ts checks it). */
export const settingNames: readonly string[] = Object.keys(settings.shape);
export const testKnobNames: readonly string[] = Object.keys(testKnobs.shape);

/** Reads the variables `names` accepts (empty counting as unset), or stops naming each bad one. */
function parse<T extends z.ZodType>(schema: T, names: (name: string) => boolean): z.infer<T> {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(process.env).filter(([name, value]) => value !== "" && names(name))));
  if (parsed.success) return parsed.data;
  const reasons = parsed.error.issues.map((issue) => {
    const keys = issue.code === "unrecognized_keys" ? issue.keys.join(", ") : issue.path.join(".");
    return `${keys || "env"}: ${issue.message}`;
  });
  throw new Error(`Invalid environment:\n  ${reasons.join("\n  ")}`);
}

/** The parsed values (the forms derive theirs in lib/form-settings.ts). */
export const env = parse(settings, (name) => settingNames.includes(name));
export const test = parse(testKnobs, (name) => name.startsWith("SITE_TEST_"));

export const contentSource =
  env.SANITY_PROJECT_ID && env.SANITY_DATASET
    ? {
        kind: "sanity" as const,
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        // The first API version where `published` is the default perspective and releases exist.
        apiVersion: "2025-02-19",
        token: env.SANITY_API_READ_TOKEN,
        // The test stand-in's API host, or undefined for Sanity's own.
        apiHost: test.SITE_TEST_SANITY_API_HOST?.replace(/\/$/, ""),
        // Sanity's asset CDN (images resized there, files served from it), no trailing slash.
        cdnUrl: (test.SITE_TEST_SANITY_CDN_URL ?? "https://cdn.sanity.io").replace(/\/$/, ""),
      }
    : { kind: "local" as const, datasetFile: test.SITE_TEST_DATASET_FILE };
export type ContentSourceConfig = typeof contentSource;

/** How long what visitors leave is kept, and how often the server deletes what is older. */
export const retentionConfig = {
  submissionMonths: env.CONTACT_RETENTION_MONTHS,
  pendingDays: env.NEWSLETTER_PENDING_DAYS,
  sweepMinutes: test.SITE_TEST_RETENTION_SWEEP_MINUTES ?? 60,
};
export type RetentionConfig = typeof retentionConfig;

/** Preview of drafts (draft mode, visual editing): with a Sanity project and a read token. */
export const previewConfig =
  contentSource.kind === "sanity" && contentSource.token
    ? { ...contentSource, token: contentSource.token, studioUrl: env.SANITY_STUDIO_URL }
    : undefined;

/** The secret the revalidation webhook is signed with; without it the webhook is refused. */
export const revalidateSecret: string | undefined = env.SANITY_REVALIDATE_SECRET;

/** Part of every cached read's key: another project or file never shares an entry. */
export const contentSourceKey: string =
  contentSource.kind === "sanity"
    ? `sanity:${contentSource.projectId}:${contentSource.dataset}`
    : `file:${contentSource.datasetFile ?? "bundled"}`;

/** Whether pages carry Next's client runtime as their routes declare (always, unless a test says `next`). */
export const clientRuntimeByRoute: boolean = test.SITE_TEST_CLIENT_RUNTIME !== "next";

/** The SQLite files' folder, with no DATABASE_URL. */
export const dataDir: string = env.CONTACT_DATA_DIR;

export const redisUrl: string | undefined = env.REDIS_URL;

/** Where server.mjs listens unless its arguments say. */
export const serverListen = { port: env.PORT, hostname: env.HOSTNAME };

/** A suite's build, type-checked by tsc before (Next's own check would cost a minute). */
export const quickBuild: boolean = test.SITE_TEST_QUICK_BUILD === "1";

/** The build's folder in web/ (tests and benchmarks keep theirs apart). */
export const nextDistDir: string = test.SITE_TEST_DIST_DIR ?? ".next";

/** The cache in front that the publish webhook purges (lib/cdn/purge.ts), and what it may keep a page for. */
export const cdnConfig = {
  // s-maxage: a publish whose purge failed is live behind the CDN within 5 minutes plus the stale time.
  maxAgeSeconds: 300,
  // stale-while-revalidate: the CDN answers at once while it asks again, for no longer than a minute.
  staleSeconds: 60,
  purge:
    env.CDN_PURGE === "varnish" && env.CDN_VARNISH_URLS
      ? { kind: "varnish" as const, urls: env.CDN_VARNISH_URLS.split(",").map((url) => url.trim()) }
      : env.CDN_PURGE === "cloudflare" && env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN
        ? { kind: "cloudflare" as const, zoneId: env.CLOUDFLARE_ZONE_ID, token: env.CLOUDFLARE_API_TOKEN }
        : env.CDN_PURGE === "fastly" && env.FASTLY_SERVICE_ID && env.FASTLY_API_TOKEN
          ? { kind: "fastly" as const, serviceId: env.FASTLY_SERVICE_ID, token: env.FASTLY_API_TOKEN }
          : { kind: "none" as const },
};
export type CdnConfig = typeof cdnConfig;
