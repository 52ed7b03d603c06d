// The local editing mode, as `pnpm edit:local` and `pnpm bench:editor` start it: the Content Lake stand-in
// (web/tests/content-lake/server.mjs) on the bundled content, sending the site Sanity's webhook on every publish (as docs/sanity-project.md
// configures a real project's); the site built and served in Content Lake mode against it; and the built Studio pointed at the stand-in
// with the site as its preview, served by `sanity preview`. One user, no permissions, the edits kept in memory until it stops.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { startContentLake } from "../../web/tests/content-lake/server.mjs";
import { revalidateWebhook } from "../../web/tests/content-lake/webhooks.mjs";
import { buildNext, ensureBuild, finished, launch, onStop, root, startServer, startSite, stopAll, web, workFolder } from "./next-app.mjs";

/** @import { ContentLake } from "../../web/tests/content-lake/server.mjs" */

const studio = join(root, "studio");
const sanityBin = join(studio, "node_modules", "sanity", "bin", "sanity");

/**
 * The site's settings in Content Lake mode against the stand-in (docs/sanity-project.md); what visitors leave goes to `work`.
 * @param {ContentLake} lake @param {string} secret the webhook's @param {string} work
 */
export const lakeSiteEnv = (lake, secret, work) => ({
  SANITY_PROJECT_ID: lake.projectId,
  SANITY_DATASET: lake.dataset,
  SITE_TEST_SANITY_API_HOST: lake.url,
  SITE_TEST_SANITY_CDN_URL: lake.url,
  SANITY_REVALIDATE_SECRET: secret,
  CONTACT_DATA_DIR: join(work, "data"),
});

/** `sanity build` of the Studio into studio/<folder>. @param {string} folder @param {Record<string, string>} env */
const buildStudio = (folder, env) =>
  finished(launch("sanity build", process.execPath, [sanityBin, "build", folder, "--yes"], { cwd: studio, env, keepStdout: true }));

/**
 * Builds the site, then the Studio, where the last build here had other settings or older sources (`build`: "always"
 * builds both, "never" fails instead); one after the other: together they need more memory than a small machine has.
 * @param {{ siteEnv: Record<string, string>; studioEnv: Record<string, string>; siteDist: string; studioDist: string; build: "stale" | "always" | "never" }} options
 */
async function buildWhereStale({ siteEnv, studioEnv, siteDist, studioDist, build }) {
  // The secret and the data folder change each start and are read when the server starts: not the build's settings.
  const { SANITY_REVALIDATE_SECRET: _secret, CONTACT_DATA_DIR: _data, ...siteSettings } = siteEnv;
  const siteSources = ["web", "schemas", "content", "pnpm-lock.yaml"];
  await ensureBuild(siteDist, { env: siteSettings, when: build, folders: siteSources, make: () => buildNext(web, siteDist, siteEnv) });
  const studioSources = ["studio", "schemas", "web/sections", "pnpm-lock.yaml"];
  const make = () => buildStudio(studioDist, studioEnv);
  await ensureBuild(studioDist, { cwd: studio, env: studioEnv, when: build, folders: studioSources, marker: "index.html", make });
}

/**
 * Starts the three parts; `stop()` stops them all. `build`: "stale" builds where the last build is stale, "always", "never".
 * @param {{ sitePort?: number; studioPort?: number; lakePort?: number; delayMs?: number; datasetFile?: string; build?: "stale" | "always" | "never"; siteDist?: string; studioDist?: string }} [options]
 */
export async function startEditingStack({
  sitePort = 3000,
  studioPort = 3333,
  lakePort = 3334,
  delayMs = 0,
  datasetFile,
  build = "stale",
  siteDist = ".next-edit-local",
  studioDist = "dist-edit-local",
} = {}) {
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const studioUrl = `http://127.0.0.1:${studioPort}`;
  const secret = randomBytes(24).toString("base64url"); // the site accepts only what the stand-in signs
  try {
    const webhooks = [revalidateWebhook(siteUrl, secret)];
    const lake = await startContentLake({ port: lakePort, host: "127.0.0.1", delayMs, ...(datasetFile ? { datasetFile } : {}), webhooks });
    onStop(() => lake.stop());
    const siteEnv = {
      ...lakeSiteEnv(lake, secret, workFolder("edit-local-")),
      // A read token turns the preview on (Presentation shows drafts through it; the stand-in takes any token).
      SANITY_API_READ_TOKEN: "local-standin-read-token",
      SANITY_STUDIO_URL: studioUrl,
      PUBLIC_SITE_URL: siteUrl,
    };
    // The stand-in as the Studio's API host (HTTP/2 where it can: the Studio holds more listen streams open than
    // HTTP/1.1 allows a browser), the site as its preview.
    const studioEnv = {
      SANITY_STUDIO_PROJECT_ID: lake.projectId,
      SANITY_STUDIO_DATASET: lake.dataset,
      SANITY_STUDIO_API_HOST: lake.studioApiHost,
      SANITY_STUDIO_PREVIEW_URL: siteUrl,
    };
    await buildWhereStale({ siteEnv, studioEnv, siteDist, studioDist, build });
    await startSite({ distDir: siteDist, env: siteEnv, port: sitePort, ready: "/robots.txt", inherit: true });
    const command = [sanityBin, "preview", studioDist, "--host", "127.0.0.1", "--port", "{port}"];
    await startServer({ command, cwd: studio, port: studioPort, timeoutMs: 60_000, inherit: true });
    return { lake, siteUrl, studioUrl, siteEnv, studioEnv, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
