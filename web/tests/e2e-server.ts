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

export const e2eServerEnv = {
  E2E_DATASET_COPY: e2eDatasetFile,
  E2E_CONTACT_DATA_DIR: e2eContactDataDir,
  SANITY_REVALIDATE_SECRET: e2eRevalidateSecret,
};
