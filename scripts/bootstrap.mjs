#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a fresh machine that has only Node (>= 20) and npm: installs what is
// missing, then hands over to pnpm, whose scripts run on the Node 24 installed as the root devDependency `node`.
//   node scripts/bootstrap.mjs start        install, build, serve the production site (PORT honoured)
//   node scripts/bootstrap.mjs test         install (Chromium, Java and PostgreSQL too), run every test
//   node scripts/bootstrap.mjs setup        install only
//   node scripts/bootstrap.mjs edit:local   install, then the local editing mode (scripts/edit-local.mjs)
//   node scripts/bootstrap.mjs <script>     install, then any other root script (`lint`)
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { localCaPackages } from "./lib/local-ca.mjs";
import { findPostgresBin } from "./lib/postgres.mjs";
import { clusterPrograms, findChromium, missingPackages } from "./lib/programs.mjs";

const PNPM_VERSION = "10.34.9";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const toolsDir = join(root, ".tools");
const pnpmBin = join(toolsDir, "node_modules", "pnpm", "bin", "pnpm.cjs");
// Root scripts call `pnpm` by name: the pinned one in .tools/ comes first on their PATH.
const childEnv = { ...process.env, PATH: `${join(toolsDir, "node_modules", ".bin")}${delimiter}${process.env.PATH ?? ""}` };

/** Its exit status (1 when a signal ended it). @param {string} cmd @param {string[]} args @param {import("node:child_process").SpawnSyncOptions} [options] */
function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: childEnv, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** @param {string} cmd @param {string[]} args @param {string} what */
function must(cmd, args, what) {
  const status = run(cmd, args);
  if (status === 0) return;
  console.error(`bootstrap: ${what} failed (exit ${status})`);
  process.exit(status);
}

function ensurePnpm() {
  const installed = join(toolsDir, "node_modules", "pnpm", "package.json");
  if (existsSync(pnpmBin) && JSON.parse(readFileSync(installed, "utf8")).version === PNPM_VERSION) return;
  console.log(`bootstrap: installing pnpm ${PNPM_VERSION} into .tools/ with npm`);
  const args = ["install", "--prefix", toolsDir, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `pnpm@${PNPM_VERSION}`];
  must("npm", args, "installing pnpm");
}

const mtime = (/** @type {string} */ path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

function ensureDependencies() {
  const marker = join(root, "node_modules", ".modules.yaml");
  const manifests = ["package.json", "web/package.json", "studio/package.json", "schemas/package.json", "pnpm-lock.yaml"];
  const newest = Math.max(...manifests.map((m) => mtime(join(root, m))));
  if (existsSync(marker) && mtime(marker) >= newest && existsSync(join(root, "node_modules", ".bin", "node"))) return;
  console.log("bootstrap: installing dependencies with pnpm");
  must(process.execPath, [pnpmBin, "install", "--frozen-lockfile", "--prefer-offline"], "pnpm install");
}

/**
 * Debian packages the tests need: Chromium, Java for the Nu Html Checker, PostgreSQL for the contact store's tests
 * (a throwaway cluster each, no service), Redis, nginx and Varnish for the cluster test, and mkcert with certutil,
 * whose local authority signs the Content Lake stand-in's certificate (scripts/lib/local-ca.mjs).
 */
const testPackages = () => [
  ...(findChromium() ? [] : ["chromium"]),
  ...(spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0 ? [] : ["default-jre-headless"]),
  ...(findPostgresBin() ? [] : ["postgresql"]),
  ...missingPackages(localCaPackages),
  ...missingPackages(clusterPrograms),
];

/** Installs the Debian packages `missing` names (sudo -n when not root), or stops with what to install by hand. @param {string[]} missing */
function ensureSystemPackages(missing) {
  if (missing.length === 0) return;
  console.log(`bootstrap: installing Debian packages: ${missing.join(" ")}`);
  const sudo = !(typeof process.getuid === "function" && process.getuid() === 0);
  const env = { ...childEnv, DEBIAN_FRONTEND: "noninteractive" };
  const asRoot = (/** @type {string[]} */ args) =>
    run(sudo ? "sudo" : /** @type {string} */ (args[0]), sudo ? ["-n", ...args] : args.slice(1), { env });
  // Debian's postgresql would create and start a "main" cluster as a service: the tests need none, so tell
  // postgresql-common not to (it reads this file when the package is configured; --force-confold keeps it).
  const createclusterConf = "/etc/postgresql-common/createcluster.conf";
  if (missing.includes("postgresql") && !existsSync(createclusterConf))
    asRoot(["sh", "-c", `mkdir -p ${dirname(createclusterConf)} && printf 'create_main_cluster = false\\n' > ${createclusterConf}`]);
  const keepConfig = ["-o", "Dpkg::Options::=--force-confdef", "-o", "Dpkg::Options::=--force-confold"];
  if (asRoot(["apt-get", "update", "-qq"]) !== 0 || asRoot(["apt-get", "install", "-y", "-qq", ...keepConfig, ...missing]) !== 0) {
    console.error(
      `bootstrap: could not install ${missing.join(" ")}. Install them (apt-get install -y ${missing.join(" ")}); ` +
        "for Chromium you may instead set CHROMIUM_PATH to a Chromium binary. Then run `npm test` again.",
    );
    process.exit(1);
  }
}

const command = process.argv[2] ?? "setup";
ensurePnpm();
ensureDependencies();
const pnpm = (/** @type {string[]} */ args) => process.exit(run(process.execPath, [pnpmBin, ...args]));
if (command === "start") {
  must(process.execPath, [pnpmBin, "run", "build"], "build");
  pnpm(["run", "serve"]);
} else if (command === "test") {
  ensureSystemPackages(testPackages());
  pnpm(["run", "test:all"]);
} else if (command === "edit:local") {
  // On the workspace's Node directly, not through `pnpm run`, which reports a Ctrl-C (how the mode stops) as a
  // failure (pnpm#9938): this process outlives the Ctrl-C and exits with its status.
  ensureSystemPackages(missingPackages(localCaPackages));
  process.on("SIGINT", () => {});
  process.exit(run(join(root, "node_modules", "node", "bin", "node"), [join(root, "scripts", "edit-local.mjs"), ...process.argv.slice(3)]));
} else if (command !== "setup") pnpm(["run", command, ...process.argv.slice(3)]);
