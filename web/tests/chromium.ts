// How every browser test and tool here starts Chromium: Debian's build (Playwright cannot download
// one offline), with the flags that let it run as root on a machine with no outside network.
// Where it is found: scripts/lib/programs.mjs (CHROMIUM_PATH, else Debian's), as the bootstrap finds it.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { makeChromiumStore, mkcert } from "../../scripts/lib/local-ca.mjs";
import { findChromium } from "../../scripts/lib/programs.mjs";

export const chromiumPath = findChromium();

export const chromiumLaunchOptions: { executablePath: string | undefined; args: string[] } = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/**
 * The same, with `home` as the browser's HOME: Chromium on Linux reads the certificate store there
 * ($HOME/.pki/nssdb), so a store made for it (`trustInBrowserHome` below) is its alone.
 */
export const chromiumWithHome = (home: string) => ({ ...chromiumLaunchOptions, env: { ...process.env, HOME: home } });

/**
 * Adds the authority in `caRoot` (made there first if it is not) to the certificate store Chromium reads under `home`
 * alone (`$HOME/.pki/nssdb`, made empty first; scripts/lib/local-ca.mjs): a browser started with that HOME
 * (`chromiumWithHome`) trusts the stand-in, and nothing else on the machine changes. The browser suite's Studio project
 * starts its Chromium so.
 */
export function trustInBrowserHome(caRoot: string, home: string) {
  const store = join(home, ".pki", "nssdb");
  if (existsSync(join(store, "cert9.db")) && existsSync(join(caRoot, "rootCA.pem"))) return;
  rmSync(store, { recursive: true, force: true });
  mkdirSync(caRoot, { recursive: true });
  const made = makeChromiumStore(store);
  if (!made.ok) throw new Error(`could not make a certificate store in ${store}: ${made.output}`);
  const installed = mkcert(["-install"], { CAROOT: caRoot, HOME: home, TRUST_STORES: "nss" });
  if (!installed.ok) throw new Error(`mkcert -install for ${store} failed: ${installed.output}`);
}
