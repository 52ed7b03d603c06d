// Where Chromium is on this machine: CHROMIUM_PATH, else Debian's build. One answer for the bootstrap
// (which installs Debian's chromium when there is none), the browser suite and the benchmarks
// (web/tests/chromium.ts). Plain JavaScript: the bootstrap imports it on Node 20 before anything is installed.
import { existsSync } from "node:fs";

/** The Chromium binary to run, or undefined when there is none. @returns {string | undefined} */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}
