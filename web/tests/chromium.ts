// How every browser test and tool here starts Chromium: Debian's build (Playwright cannot download
// one offline), with the flags that let it run as root on a machine with no outside network.
import { existsSync } from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
export const chromiumPath = candidates.find((path) => path && existsSync(path));

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
