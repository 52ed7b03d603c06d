// The Debian programs the bootstrap installs and the tests, benchmarks and tools start, and where they are found.
// Plain JavaScript that imports no package: scripts/bootstrap.mjs reads it on Node 20 before anything is installed.
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The Debian programs the cluster needs; `scripts/bootstrap.mjs` installs their packages when absent. @type {Record<string, string>} */
export const clusterPrograms = { "redis-server": "redis-server", nginx: "nginx-light", varnishd: "varnish" };

/** @param {string} name @returns {string | undefined} */
export function findProgram(name) {
  for (const dir of ["/usr/bin", "/usr/sbin", "/usr/local/bin", "/usr/local/sbin"]) {
    if (existsSync(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

/** The Debian packages of `programs` (program → package) not installed. @param {Record<string, string>} programs */
export const missingPackages = (programs) =>
  Object.entries(programs)
    .filter(([program]) => !findProgram(program))
    .map(([, pkg]) => pkg);

/**
 * The Chromium binary to run: CHROMIUM_PATH, else Debian's build; undefined when there is none (the bootstrap then
 * installs Debian's chromium). One answer for the bootstrap, the browser suite and the benchmarks (web/tests/chromium.ts).
 * @returns {string | undefined}
 */
export const findChromium = () =>
  [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((candidate) => candidate && existsSync(candidate));
