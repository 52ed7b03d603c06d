#!/usr/bin/env node
// Entry point of `npm start` and `npm test` on a fresh machine that has only Node (>= 20) and npm.
// It installs what is missing, then hands over to pnpm, whose scripts run on the Node 24 runtime
// installed as the root devDependency `node` (Sanity's CLI and node:sqlite need it).
//
//   node scripts/bootstrap.mjs start   install, build, serve the production site (PORT honoured)
//   node scripts/bootstrap.mjs test    install (Chromium, Java and PostgreSQL too), run every test
//   node scripts/bootstrap.mjs setup   install only
//   node scripts/bootstrap.mjs edit:local   install, then the local editing mode (scripts/edit-local.mjs)
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { findChromium } from "./lib/chromium.mjs";
import { localCaPackages } from "./lib/local-ca.mjs";
import { findPostgresBin } from "./lib/postgres.mjs";
import { clusterPrograms, findProgram } from "./lib/programs.mjs";

const PNPM_VERSION = "10.34.9";
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const toolsDir = join(root, ".tools");
const pnpmBin = join(toolsDir, "node_modules", "pnpm", "bin", "pnpm.cjs");

// Root scripts call `pnpm` by name: the pinned one in .tools/ comes first on their PATH.
const childEnv = { ...process.env, PATH: `${join(toolsDir, "node_modules", ".bin")}${delimiter}${process.env.PATH ?? ""}` };

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {import("node:child_process").SpawnSyncOptions} [options]
 * @returns {number} its exit status (1 when a signal ended it)
 */
function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: childEnv, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** @param {string} cmd @param {string[]} args @param {string} what */
function must(cmd, args, what) {
  const status = run(cmd, args);
  if (status !== 0) {
    console.error(`bootstrap: ${what} failed (exit ${status})`);
    process.exit(status);
  }
}

function ensurePnpm() {
  if (existsSync(pnpmBin)) {
    const installed = JSON.parse(readFileSync(join(toolsDir, "node_modules", "pnpm", "package.json"), "utf8"));
    if (installed.version === PNPM_VERSION) return;
  }
  console.log(`bootstrap: installing pnpm ${PNPM_VERSION} into .tools/ with npm`);
  must(
    "npm",
    ["install", "--prefix", toolsDir, "--no-save", "--no-audit", "--no-fund", "--loglevel=error", `pnpm@${PNPM_VERSION}`],
    "installing pnpm",
  );
}

/** @param {string} path */
function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function ensureDependencies() {
  const marker = join(root, "node_modules", ".modules.yaml");
  const lock = join(root, "pnpm-lock.yaml");
  const manifests = ["package.json", "web/package.json", "studio/package.json", "schemas/package.json", lock];
  const newest = Math.max(...manifests.map((m) => mtime(join(root, m))));
  if (existsSync(marker) && mtime(marker) >= newest && existsSync(join(root, "node_modules", ".bin", "node"))) return;
  console.log("bootstrap: installing dependencies with pnpm");
  must(process.execPath, [pnpmBin, "install", "--frozen-lockfile", "--prefer-offline"], "pnpm install");
}

function hasJava() {
  return spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
}

/**
 * Debian packages the tests need: Chromium, Java for the Nu Html Checker (vnu.jar), PostgreSQL for
 * the contact store's tests (they start a throwaway cluster of their own; no service is enabled), and
 * Redis, nginx and Varnish for the cluster test (started by the test on loopback ports of its own), and
 * mkcert with certutil, whose local authority signs the Content Lake stand-in's loopback certificate (the Studio
 * reaches it over HTTP/2; scripts/lib/local-ca.mjs).
 */
const testPackages = () => [
  ...(findChromium() ? [] : ["chromium"]),
  ...(hasJava() ? [] : ["default-jre-headless"]),
  ...(findPostgresBin() ? [] : ["postgresql"]),
  ...localCaMissing(),
  ...Object.entries(clusterPrograms)
    .filter(([program]) => !findProgram(program))
    .map(([, pkg]) => pkg),
];
const localCaMissing = () =>
  Object.entries(localCaPackages)
    .filter(([program]) => !findProgram(program))
    .map(([, pkg]) => pkg);

/** Installs the Debian packages `missing` names (sudo -n when not root), or stops with what to install by hand. @param {string[]} missing */
function ensureSystemPackages(missing) {
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  /** @type {[] | [string, string]} */
  const sudo = isRoot ? [] : ["sudo", "-n"];
  console.log(`bootstrap: installing Debian packages: ${missing.join(" ")}`);
  const env = { ...childEnv, DEBIAN_FRONTEND: "noninteractive" };
  /** @type {[string, ...string[]]} */
  const [cmd, ...pre] = sudo.length ? sudo : ["apt-get"];
  const aptArgs = (/** @type {string[]} */ args) => (sudo.length ? [...pre, "apt-get", ...args] : args);
  // Debian's postgresql would create and start a "main" cluster as a system service: the tests need
  // none (they start a throwaway cluster of their own), so tell it not to create one (postgresql-common
  // reads this file when the package is configured; dpkg keeps it, see --force-confold below).
  const createclusterConf = "/etc/postgresql-common/createcluster.conf";
  if (missing.includes("postgresql") && !existsSync(createclusterConf)) {
    const script = `mkdir -p ${dirname(createclusterConf)} && printf 'create_main_cluster = false\\n' > ${createclusterConf}`;
    run(sudo.length ? "sudo" : "sh", sudo.length ? ["-n", "sh", "-c", script] : ["-c", script]);
  }
  if (
    run(cmd, aptArgs(["update", "-qq"]), { env }) !== 0 ||
    run(
      cmd,
      aptArgs(["install", "-y", "-qq", "-o", "Dpkg::Options::=--force-confdef", "-o", "Dpkg::Options::=--force-confold", ...missing]),
      { env },
    ) !== 0
  ) {
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

switch (command) {
  case "setup":
    break;
  case "start":
    must(process.execPath, [pnpmBin, "run", "build"], "build");
    pnpm(["run", "serve"]);
    break;
  case "test":
    ensureSystemPackages(testPackages());
    pnpm(["run", "test:all"]);
    break;
  case "edit:local":
    // On the workspace's Node directly, not through `pnpm run`, which reports a Ctrl-C as a failure (pnpm#9938):
    // Ctrl-C is how the local editing mode stops. This process outlives the Ctrl-C and exits with its status.
    ensureSystemPackages(localCaMissing());
    process.on("SIGINT", () => {});
    process.exit(
      run(join(root, "node_modules", "node", "bin", "node"), [join(root, "scripts", "edit-local.mjs"), ...process.argv.slice(3)]),
    );
    break;
  default:
    // Any other root script, run through the same set-up: `node scripts/bootstrap.mjs lint`.
    pnpm(["run", command, ...process.argv.slice(3)]);
}
