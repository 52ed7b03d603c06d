// Serves the built Sanity Studio (studio/dist, `sanity build`) as static files on the given port, for the
// browser suite's editor journey (tests/e2e/studio.spec.ts): every address that is not a file is the
// Studio's page (it routes in the browser). The build must be made for the suite's Content Lake stand-in
// (SANITY_STUDIO_API_HOST and the rest, tests/e2e-server.ts: `studioBuildEnv`); scripts/test-all.mjs builds
// it so. A missing build, or one made for other settings (a developer's own `pnpm studio:build`), is built
// again here first, with those settings.
import { spawnSync } from "node:child_process";
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const port = Number(process.argv[2] ?? "3102");
const apiHost = process.env.SANITY_STUDIO_API_HOST ?? "";
const studio = resolve(fileURLToPath(import.meta.url), "..", "..", "..", "studio");
const dist = join(studio, "dist");

/** Whether the build was made for this API host and preview address (Vite writes the settings into its bundles). */
function builtForTheseSettings() {
  if (!existsSync(join(dist, "index.html"))) return false;
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
