// The local editing mode, as `pnpm edit:local` (scripts/edit-local.mjs) and `pnpm bench:editor` start it: the
// Content Lake stand-in (web/tests/content-lake/server.mjs) on the bundled content, sending the site Sanity's
// webhook on every publish (configured as docs/sanity-project.md configures a real project's); the site built
// and served in Content Lake mode against it (web/server.mjs, its documented settings); and the built Studio
// pointed at the stand-in (SANITY_STUDIO_API_HOST) with the site as its preview (SANITY_STUDIO_PREVIEW_URL),
// served by Sanity's own `sanity preview`. A local stand-in, not a Content Lake: one user, no permissions,
// the edits kept in memory until it stops.
import { execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isBuilt } from "../../web/next-internals/index.mjs";
import { startContentLake } from "../../web/tests/content-lake/server.mjs";
import { revalidateWebhook } from "../../web/tests/content-lake/webhooks.mjs";
import { buildNext, startServer, startSite, web } from "./next-app.mjs";

/** @import { ContentLake } from "../../web/tests/content-lake/server.mjs" */

export const studio = join(web, "..", "studio");
const sanityBin = join(studio, "node_modules", "sanity", "bin", "sanity");

/**
 * @typedef {object} EditingStackOptions
 * @property {number} [sitePort] 3000
 * @property {number} [studioPort] 3333
 * @property {number} [lakePort] 3334
 * @property {number} [delayMs] how long the stand-in takes before queries see a publish (0)
 * @property {string} [datasetFile] the NDJSON export to start from (the bundled dataset)
 * @property {"auto" | "always" | "never"} [build] `auto`: build the site and the Studio unless their last
 *   build here was made with the same settings and the same sources; `never`: fail without one
 * @property {string} [siteDist] the site's build folder in web/ (`.next-edit-local`)
 * @property {string} [studioDist] the Studio's build folder in studio/ (`dist-edit-local`)
 * @property {(line: string) => void} [say] progress
 */

/**
 * The site in Content Lake mode, as docs/sanity-project.md sets it, with a read token so that its preview is on
 * (the Studio's Presentation tool shows drafts through it; the stand-in takes any token: it has one user).
 * @param {ContentLake} lake @param {{ siteUrl: string; studioUrl: string; secret: string; work: string }} options
 */
const siteEnvOf = (lake, { siteUrl, studioUrl, secret, work }) => ({
  SANITY_PROJECT_ID: lake.projectId,
  SANITY_DATASET: lake.dataset,
  SITE_TEST_SANITY_API_HOST: lake.url,
  SITE_TEST_SANITY_CDN_URL: lake.url,
  SANITY_API_READ_TOKEN: "local-standin-read-token",
  SANITY_STUDIO_URL: studioUrl,
  SANITY_REVALIDATE_SECRET: secret,
  PUBLIC_SITE_URL: siteUrl,
  // Contact submissions made while trying the site go to a temporary folder, never web/data/.
  CONTACT_DATA_DIR: join(work, "data"),
});

/**
 * The Studio's build: the stand-in as its API host (its HTTP/2 address where it has one: the Studio holds
 * more listen streams open than HTTP/1.1 allows a browser; it reaches the project at <projectId>.localhost),
 * the site as its preview.
 * @param {ContentLake} lake @param {string} siteUrl
 */
const studioEnvOf = (lake, siteUrl) => ({
  SANITY_STUDIO_PROJECT_ID: lake.projectId,
  SANITY_STUDIO_DATASET: lake.dataset,
  SANITY_STUDIO_API_HOST: lake.studioApiHost,
  SANITY_STUDIO_PREVIEW_URL: siteUrl,
});

/**
 * Builds the site and the Studio where their last build here was not made with these settings and sources
 * (`build`: "always" builds both, "never" fails instead).
 * @param {{ siteEnv: Record<string, string>; studioEnv: Record<string, string>; siteDist: string; studioDist: string; build: EditingStackOptions["build"]; say: (line: string) => void }} options
 */
async function buildWhereStale({ siteEnv, studioEnv, siteDist, studioDist, build, say }) {
  // The secret changes each start and is read when the server starts, not baked into the build.
  const { SANITY_REVALIDATE_SECRET: _secret, CONTACT_DATA_DIR: _data, ...siteBuildSettings } = siteEnv;
  const builds = [
    {
      name: "site",
      folder: join(web, siteDist),
      stamp: stampOf(siteBuildSettings, ["web", "schemas", "content", "pnpm-lock.yaml"]),
      built: (/** @type {string} */ folder) => isBuilt(folder),
      make: () => buildNext(web, siteDist, siteEnv),
    },
    {
      name: "Studio",
      folder: join(studio, studioDist),
      stamp: stampOf(studioEnv, ["studio", "schemas", "web/sections", "pnpm-lock.yaml"]),
      built: (/** @type {string} */ folder) => existsSync(join(folder, "index.html")),
      make: () => buildStudio(studioDist, studioEnv),
    },
  ];
  const stale = builds.filter(({ folder, stamp, built }) => {
    if (build === "always") return true;
    const current = built(folder) && readStamp(folder) === stamp;
    if (!current && build === "never") throw new Error(`no ${folder} built with these settings: start without --skip-build`);
    return !current;
  });
  if (stale.length === 0) return;
  say(`building the ${stale.map((item) => item.name).join(" and the ")} (a few minutes; the next start reuses the build)…`);
  // One after the other: together they need more memory than a small machine has.
  for (const item of stale) {
    const started = performance.now();
    await item.make();
    writeFileSync(join(item.folder, "edit-local.stamp"), item.stamp);
    say(`${item.name} built in ${Math.round((performance.now() - started) / 1000)} s`);
  }
}

/**
 * Starts the three parts; `stop()` stops them all.
 * @param {EditingStackOptions} [options]
 */
export async function startEditingStack({
  sitePort = 3000,
  studioPort = 3333,
  lakePort = 3334,
  delayMs = 0,
  datasetFile,
  build = "auto",
  siteDist = ".next-edit-local",
  studioDist = "dist-edit-local",
  say = () => {},
} = {}) {
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const studioUrl = `http://127.0.0.1:${studioPort}`;
  // The webhook's secret: the site accepts only what the stand-in signs. A fresh one each start.
  const secret = randomBytes(24).toString("base64url");
  /** @type {Array<() => Promise<unknown> | unknown>} what to stop, the last started first */
  const running = [];
  const stop = async () => {
    for (const part of running.splice(0).reverse()) await part();
  };
  try {
    const webhooks = [revalidateWebhook(siteUrl, secret)];
    const lake = await startContentLake({ port: lakePort, host: "127.0.0.1", delayMs, ...(datasetFile ? { datasetFile } : {}), webhooks });
    running.push(() => lake.stop());
    const work = mkdtempSync(join(tmpdir(), "edit-local-"));
    running.push(() => rmSync(work, { recursive: true, force: true }));
    const siteEnv = siteEnvOf(lake, { siteUrl, studioUrl, secret, work });
    const studioEnv = studioEnvOf(lake, siteUrl);
    await buildWhereStale({ siteEnv, studioEnv, siteDist, studioDist, build, say });
    // The site's production server (web/server.mjs, as `pnpm serve` runs it), then the built Studio by `sanity preview`.
    const site = await startSite({ distDir: siteDist, env: siteEnv, port: sitePort, ready: "/robots.txt", inherit: true });
    running.push(() => site.stop());
    const command = [sanityBin, "preview", studioDist, "--host", "127.0.0.1", "--port", "{port}"];
    const studioServer = await startServer({ command, cwd: studio, port: studioPort, timeoutMs: 60_000, inherit: true });
    running.push(() => studioServer.stop());
    return { lake, siteUrl, studioUrl, siteEnv, studioEnv, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * What a build depends on: its settings and its sources (the folders as committed, and what is changed in them
 * since), or a fresh value (always build) where git cannot tell.
 * @param {Record<string, string>} settings @param {string[]} folders
 */
function stampOf(settings, folders) {
  const hash = createHash("sha256").update(JSON.stringify(settings));
  try {
    const root = join(web, "..");
    // The committed folders (and the lock file) as git names them: a commit elsewhere (docs) changes nothing.
    hash.update(execFileSync("git", ["rev-parse", ...folders.map((folder) => `HEAD:${folder}`)], { cwd: root, encoding: "utf8" }));
    const changed = execFileSync("git", ["status", "--porcelain", "--", ...folders], { cwd: root, encoding: "utf8" });
    hash.update(changed);
    // A changed file's content, not only its name: an edit after the last build counts.
    for (const line of changed.split("\n").filter(Boolean)) {
      const file = join(root, line.slice(3).split(" -> ").at(-1) ?? "");
      if (existsSync(file)) hash.update(readFileSync(file));
    }
  } catch {
    hash.update(randomBytes(8));
  }
  return hash.digest("hex");
}

/** @param {string} folder */
function readStamp(folder) {
  try {
    return readFileSync(join(folder, "edit-local.stamp"), "utf8");
  } catch {
    return undefined;
  }
}

/** `sanity build` of the Studio into studio/<folder>, with its settings. @param {string} folder @param {Record<string, string>} env */
function buildStudio(folder, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [sanityBin, "build", folder, "--yes"], {
      cwd: studio,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`sanity build failed (exit ${code}):\n${output.slice(-4000)}`)),
    );
  });
}
