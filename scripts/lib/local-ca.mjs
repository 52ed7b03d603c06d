// The local certificate authority that signs the Content Lake stand-in's certificate (web/tests/content-lake/tls.mjs):
// mkcert's, the field's tool for certificates a machine's browsers trust (Debian's `mkcert`, with `libnss3-tools` for
// Chromium's and Firefox's stores). Its key stays in its folder (`mkcert -CAROOT`) and signs nothing else here.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
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
function makeChromiumStore(store) {
  mkdirSync(store, { recursive: true });
  return runProgram("certutil", ["-d", `sql:${store}`, "-N", "--empty-password"]);
}

/**
 * Adds the authority in `caRoot` (made there first if it is not) to the certificate store Chromium reads under `home`
 * alone (`$HOME/.pki/nssdb`, made empty first): a browser started with that HOME trusts the stand-in, and nothing else
 * on the machine changes. The browser suite's Studio project starts its Chromium so.
 * @param {string} caRoot @param {string} home
 */
export function trustInBrowserHome(caRoot, home) {
  const store = join(home, ".pki", "nssdb");
  if (existsSync(join(store, "cert9.db")) && existsSync(join(caRoot, "rootCA.pem"))) return;
  rmSync(store, { recursive: true, force: true });
  mkdirSync(caRoot, { recursive: true });
  const made = makeChromiumStore(store);
  if (!made.ok) throw new Error(`could not make a certificate store in ${store}: ${made.output}`);
  const installed = mkcert(["-install"], { CAROOT: caRoot, HOME: home, TRUST_STORES: "nss" });
  if (!installed.ok) throw new Error(`mkcert -install for ${store} failed: ${installed.output}`);
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
