// How every browser test and tool here starts Chromium: Debian's build (Playwright cannot download
// one offline), with the flags that let it run as root on a machine with no outside network.
// Where it is found: scripts/lib/chromium.mjs (CHROMIUM_PATH, else Debian's), as the bootstrap finds it.
import { findChromium } from "../../scripts/lib/chromium.mjs";

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
 * ($HOME/.pki/nssdb), so a store made for it (scripts/lib/local-ca.mjs `trustInBrowserHome`) is its alone.
 */
export const chromiumWithHome = (home: string) => ({ ...chromiumLaunchOptions, env: { ...process.env, HOME: home } });
