// The local certificate authority that signs the Content Lake stand-in's certificate (web/tests/content-lake/tls.mjs):
// mkcert's, the field's tool for certificates a machine's browsers trust (Debian's `mkcert`, with `libnss3-tools` for
// Chromium's and Firefox's stores). Its key stays in its folder (`mkcert -CAROOT`) and signs nothing else here.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { findProgram } from "./programs.mjs";

/** Debian's packages for mkcert and for the browsers' certificate stores (certutil); bootstrap installs them. */
export const localCaPackages = { mkcert: "mkcert", certutil: "libnss3-tools" };

/** Runs `name` with `env` added to this process's: its output, and whether it succeeded. @param {"mkcert" | "certutil"} name @param {string[]} args @param {Record<string, string>} [env] */
function runProgram(name, args, env = {}) {
  const program = findProgram(name);
  if (!program)
    return { ok: false, output: `${name} is not installed (Debian: apt-get install ${name === "mkcert" ? "mkcert " : ""}libnss3-tools)` };
  const run = spawnSync(program, args, { env: { ...process.env, ...env }, encoding: "utf8" });
  return { ok: run.status === 0, output: `${run.stdout ?? ""}${run.stderr ?? ""}${run.error?.message ?? ""}`.trim() };
}

/** Runs mkcert. @param {string[]} args @param {Record<string, string>} [env] */
export const mkcert = (args, env = {}) => runProgram("mkcert", args, env);

/** An empty certificate store where Chromium looks for one (`$HOME/.pki/nssdb`), as Chromium makes it on its first run. @param {string} store */
export function makeChromiumStore(store) {
  mkdirSync(store, { recursive: true });
  return runProgram("certutil", ["-d", `sql:${store}`, "-N", "--empty-password"]);
}

/**
 * Adds mkcert's local authority (made first if it is not) to this machine's stores: the system's and, for this user,
 * Chromium's (made first if Chromium has never run) and Firefox's. Once per machine (`mkcert -uninstall` takes it out;
 * deleting the folder `mkcert -CAROOT` names removes its key). `pnpm edit:local` runs it.
 */
export function installLocalCa() {
  const chromiumStore = join(homedir(), ".pki", "nssdb");
  if (!existsSync(join(chromiumStore, "cert9.db"))) makeChromiumStore(chromiumStore);
  return mkcert(["-install"]);
}
