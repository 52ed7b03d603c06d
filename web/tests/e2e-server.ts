// What the browser suite's server is started with, shared by playwright.config.ts and the specs that
// need it: a private copy of the bundled dataset (tests may edit it), the contact data directory and the
// webhook's secret.
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = process.env.E2E_PORT ?? "3100";

/** The dataset the test server reads: a copy of content/production.ndjson made by tests/serve.mjs. */
export const e2eDatasetFile = join(tmpdir(), `site-e2e-${port}`, "production.ndjson");

/** Where the test server stores contact submissions (the specs read the SQLite file to check what was kept). */
export const e2eContactDataDir = join(tmpdir(), `site-e2e-${port}`, "contact");

/** SANITY_REVALIDATE_SECRET of the test server: the tests sign webhook requests with it. */
export const e2eRevalidateSecret = "e2e-webhook-secret-not-for-production";

/**
 * Where the real SMTP server that tests/serve.mjs starts beside the site writes every email it receives
 * (one .eml file each): the newsletter's confirmation emails, read by the specs.
 */
export const e2eMailDir = join(tmpdir(), `site-e2e-${port}`, "mail");

/** The public address the test server writes into emails' links: the server itself. */
export const e2eBaseUrl = `http://127.0.0.1:${port}`;

/** The port of the second server the suite starts: the site built and served against the Content Lake stand-in. */
export const e2eLakePort = Number(port) + 1;
/** The stand-in's own port (its query API, image CDN and request log). */
export const e2eContentLakePort = Number(port) + 1000;
export const e2eLakeBaseUrl = `http://127.0.0.1:${e2eLakePort}`;
export const e2eContentLakeUrl = `http://127.0.0.1:${e2eContentLakePort}`;
/** How long the stand-in takes before an edit is visible to queries: the webhook must wait for it. */
export const e2eContentLakeDelayMs = 1500;

export const e2eServerEnv = {
  E2E_DATASET_COPY: e2eDatasetFile,
  E2E_CONTACT_DATA_DIR: e2eContactDataDir,
  E2E_MAIL_DIR: e2eMailDir,
  SANITY_REVALIDATE_SECRET: e2eRevalidateSecret,
  // The newsletter sends to the SMTP server above, its links signed with a test secret and pointing here.
  NEWSLETTER_SECRET: "e2e-newsletter-secret-not-for-production-0123456789",
  PUBLIC_SITE_URL: e2eBaseUrl,
  SMTP_FROM: "Fernleaf Health Partners <insights@example.org>",
  // The retention sweep every minute, so that the suite sees the running server delete what has expired.
  SITE_TEST_RETENTION_SWEEP_MINUTES: "1",
  // The suite's typecheck step has run tsc on this code, and each build folder is made once.
  SITE_TEST_QUICK_BUILD: "1",
};

/** The built Studio (tests/serve-studio.mjs) the editor's journey drives (tests/e2e/studio.spec.ts). */
export const e2eStudioPort = Number(port) + 2;
export const e2eStudioUrl = `http://127.0.0.1:${e2eStudioPort}`;
/**
 * The settings the Studio is built with for the journey (scripts/test-all.mjs builds it so; serve-studio.mjs
 * builds again when studio/dist was made otherwise): the stand-in's project, its API over HTTP/2
 * (https://localhost:<port>, tests/content-lake/tls.mjs) and the Content Lake site as the preview.
 */
export const e2eStudioBuildEnv = {
  SANITY_STUDIO_PROJECT_ID: "standin",
  SANITY_STUDIO_DATASET: "production",
  SANITY_STUDIO_API_HOST: `https://localhost:${e2eContentLakePort}`,
  SANITY_STUDIO_PREVIEW_URL: e2eLakeBaseUrl,
};

/**
 * The suite's local certificate authority (mkcert's CAROOT), which signs the stand-in's certificate, and the home
 * folder of the Studio's Chromium, whose certificate store alone trusts it (scripts/lib/local-ca.mjs).
 */
export const e2eCaRoot = join(tmpdir(), `site-e2e-${port}`, "tls", "ca");
export const e2eBrowserHome = join(tmpdir(), `site-e2e-${port}`, "tls", "home");

/** The production-mode server: its own build folder, data and mail directories, reading the stand-in. */
export const e2eLakeServerEnv = {
  ...e2eServerEnv,
  E2E_DATASET_COPY: "",
  E2E_CONTACT_DATA_DIR: join(tmpdir(), `site-e2e-${e2eLakePort}`, "contact"),
  E2E_MAIL_DIR: join(tmpdir(), `site-e2e-${e2eLakePort}`, "mail"),
  PUBLIC_SITE_URL: e2eLakeBaseUrl,
  SITE_TEST_DIST_DIR: `${process.env.SITE_TEST_DIST_DIR || ".next"}-lake`,
  E2E_CONTENT_LAKE_PORT: String(e2eContentLakePort),
  E2E_CONTENT_LAKE_DELAY_MS: String(e2eContentLakeDelayMs),
  CAROOT: e2eCaRoot,
  // Preview of drafts, as a firm with the Studio's Presentation tool configures it: a read token (the stand-in
  // accepts any) and the Studio's address (stega's edit links, the frame-ancestors of draft-mode pages).
  SANITY_API_READ_TOKEN: "e2e-read-token-standin",
  SANITY_STUDIO_URL: e2eStudioUrl,
};
