import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions, chromiumWithHome, trustInBrowserHome } from "./tests/chromium";
import {
  e2eBrowserHome,
  e2eCaRoot,
  e2eLakeBaseUrl,
  e2eLakePort,
  e2eLakeServerEnv,
  e2eServerEnv,
  e2eStudioBuildEnv,
  e2eStudioPort,
  e2eStudioUrl,
} from "./tests/e2e-server";

// The browser suite runs against the production build (`next build` then `next start`), never the
// dev server. E2E_PORT lets several suites run side by side; SITE_TEST_DIST_DIR keeps their builds apart.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Specs that change the content the server reads (a publish: tests/e2e/revalidate.spec.ts). They run after
 * every other spec, which check pages against the bundled dataset and would otherwise race with them (a post
 * published mid-run moves every list of posts).
 */
const publishing = /revalidate\.spec\.ts$/;
/**
 * Production mode (tests/e2e/content-lake.spec.ts): the site built against the Content Lake stand-in, on a
 * server of its own (its own stand-in, so its publishes race with nothing), each template once.
 */
const contentLake = /content-lake\.spec\.ts$/;
/**
 * The editor's journey (tests/e2e/studio.spec.ts): the built Studio against the Content Lake site's stand-in, after
 * the content-lake project (the same site and stand-in: its publishes would race with that project's), beside the
 * light publishing project. Beside the desktop and phone projects it took twice as long and timed out: the real
 * Studio needs the machine more than a page does.
 */
const studio = /studio\.spec\.ts$/;
const desktop = { viewport: { width: 1280, height: 900 } };

// The Studio reaches the stand-in over HTTPS (HTTP/2, tests/content-lake/tls.mjs). Its Chromium trusts the
// certificate as an editor's browser does after `mkcert -install`: the suite's own authority, in the certificate
// store of that browser alone (its HOME), so nothing on the machine changes and no error is ignored.
trustInBrowserHome(e2eCaRoot, e2eBrowserHome);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  // An assertion waits for its event up to 15 s, not Playwright's 5: on a busy two-core machine (two browsers, three
  // servers) a native form's post, redirect and next page once took longer than 5 s to show (the newsletter's box).
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    trace: "off",
  },
  // A test tagged @desktop or @phone runs on that project only: the other project does not list it, rather than open
  // a page to skip it. The phone project runs what a phone changes (layout, its menu, touch, the image widths it is
  // sent, axe at its width); a server's answer, a flow's steps or a list's content is checked once, at desktop.
  projects: [
    { name: "desktop", testIgnore: [publishing, contentLake, studio], grepInvert: /@phone/, use: desktop },
    {
      name: "phone",
      testIgnore: [publishing, contentLake, studio],
      grepInvert: /@desktop/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    { name: "publishing", testMatch: publishing, dependencies: ["desktop", "phone"], use: desktop },
    { name: "content-lake", testMatch: contentLake, use: { ...desktop, baseURL: e2eLakeBaseUrl } },
    {
      name: "studio",
      testMatch: studio,
      dependencies: ["content-lake"],
      use: {
        ...desktop,
        baseURL: e2eStudioUrl,
        launchOptions: chromiumWithHome(e2eBrowserHome),
      },
    },
  ],
  webServer: [
    {
      command: `node tests/serve.mjs ${port}`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: "pipe",
      stderr: "pipe",
      env: e2eServerEnv,
    },
    {
      command: `node tests/serve.mjs ${e2eLakePort}`,
      url: `${e2eLakeBaseUrl}/`,
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: "pipe",
      stderr: "pipe",
      env: e2eLakeServerEnv,
    },
    {
      command: `node tests/serve-studio.mjs ${e2eStudioPort}`,
      url: `${e2eStudioUrl}/`,
      reuseExistingServer: false,
      timeout: 600_000,
      stdout: "pipe",
      stderr: "pipe",
      env: e2eStudioBuildEnv,
    },
  ],
});
