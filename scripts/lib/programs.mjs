// The Debian programs the cluster test and the serving bench start, and where they are found. Apart from
// cluster.mjs because scripts/bootstrap.mjs reads it before anything is installed: nothing here imports a package.
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
