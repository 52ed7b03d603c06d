// An editor in the built Studio, in Chromium (launched with tests/chromium.ts's options): opens a document in Structure,
// types into its title, and clicks Publish, as `pnpm bench:editor` does it over and over. Only the Studio's own
// controls: the form field and the document action button, found by the test ids the Studio gives them.
import { type Browser, chromium, type LaunchOptions, type Page } from "@playwright/test";

const publishButton = '[data-testid="action-publish"], [data-testid="action-Publish"]';

export type StudioEditor = {
  /** Replaces the title, then waits until the Studio enables Publish (the draft saved). */
  setTitle(title: string): Promise<void>;
  /** Clicks Publish; resolves when clicked. */
  publish(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens `<studioUrl>/structure/<type>;<id>` and waits for the document's form; rejects with what the Studio shows
 * when the form does not come (`timeoutMs`).
 */
export async function openInStudio(
  studioUrl: string,
  type: string,
  id: string,
  launchOptions: LaunchOptions,
  timeoutMs = 120_000,
): Promise<StudioEditor> {
  const browser: Browser = await chromium.launch(launchOptions);
  try {
    // The stand-in's HTTP/2 address has a certificate made for this machine, which no browser trusts.
    const page: Page = await browser.newPage({ viewport: { width: 1280, height: 900 }, ignoreHTTPSErrors: true });
    await page.goto(`${studioUrl}/structure/${type};${id}`);
    const title = page.locator('[data-testid="field-title"] input').first();
    try {
      await title.waitFor({ timeout: timeoutMs });
    } catch {
      const text = await page
        .locator("#sanity")
        .textContent()
        .catch(() => "");
      const shown = (text ?? "").replace(/\s+/g, " ").trim().slice(0, 200);
      throw new Error(`the Studio did not open ${type} ${id}'s form; it shows: "${shown}"`);
    }
    const publish = page.locator(publishButton).first();
    return {
      async setTitle(text) {
        await title.fill(text);
        await page.waitForFunction(
          (selector) => {
            const button = document.querySelector(selector);
            return button instanceof HTMLButtonElement && !button.disabled && button.dataset.disabled !== "true";
          },
          publishButton,
          { timeout: 60_000 },
        );
      },
      publish: () => publish.click(),
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
