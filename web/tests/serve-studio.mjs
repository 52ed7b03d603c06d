// Serves the built Sanity Studio (studio/dist, `sanity build`) as static files on the given port, for the
// browser suite's editor journey (tests/e2e/studio.spec.ts): every address that is not a file is the
// Studio's page (it routes in the browser). The build must be made for the suite's Content Lake stand-in
// (SANITY_STUDIO_API_HOST and the rest, tests/e2e-server.ts: `e2eStudioBuildEnv`); scripts/test-all.mjs builds
// it so. A missing build, one made for other settings (a developer's own `pnpm studio:build`) or one older than
// the Studio's sources (studio/, schemas/, the sections' schemas) is built again here first, with those settings.
import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const port = Number(process.argv[2] ?? "3102");
const apiHost = process.env.SANITY_STUDIO_API_HOST ?? "";
const studio = resolve(fileURLToPath(import.meta.url), "..", "..", "..", "studio");
const dist = join(studio, "dist");

/** The newest modification time of the source files below `folder` (dependencies and builds left out). */
function newestSource(/** @type {string} */ folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (!entry.isFile() || /(^|\/)(node_modules|dist[\w-]*|\.next[\w-]*)\//.test(path) || !/\.(ts|tsx|mjs|js|json)$/.test(entry.name))
      continue;
    newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Whether the build was made for this API host and preview address (Vite writes the settings into its
 * bundles), after the last change to the Studio's sources.
 */
function builtForTheseSettings() {
  if (!existsSync(join(dist, "index.html"))) return false;
  const builtAt = statSync(join(dist, "index.html")).mtimeMs;
  const root = resolve(studio, "..");
  const sources = [studio, join(root, "schemas"), join(root, "web", "sections")].map(newestSource);
  if (sources.some((time) => time > builtAt)) return false;
  const bundles = readdirSync(join(dist, "static")).filter((name) => name.endsWith(".js"));
  const wanted = [apiHost, process.env.SANITY_STUDIO_PREVIEW_URL ?? ""].filter(Boolean);
  return wanted.every((value) => bundles.some((name) => readFileSync(join(dist, "static", name), "utf8").includes(value)));
}

if (!builtForTheseSettings()) {
  console.info(`serve-studio: building the Studio for ${apiHost || "Sanity's API"} (studio/dist is missing or made for other settings)`);
  const sanity = join(studio, "node_modules", ".bin", "sanity");
  const built = spawnSync(sanity, ["build", "--yes"], { cwd: studio, stdio: "inherit", env: process.env });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** @type {Record<string, string>} */
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".map": "application/json",
};

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? "/", "http://studio");
  const path = normalize(join(dist, decodeURIComponent(pathname)));
  const file = path.startsWith(dist) && existsSync(path) && statSync(path).isFile() ? path : join(dist, "index.html");
  response.writeHead(200, {
    "content-type": types[extname(file)] ?? "application/octet-stream",
    "cache-control": file.includes(`${join(dist, "static")}`) ? "public, max-age=31536000, immutable" : "no-cache",
  });
  createReadStream(file).pipe(response);
});
server.listen(port, "127.0.0.1", () => console.info(`Studio (studio/dist) on http://127.0.0.1:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
