import { expect, type Page } from "@playwright/test";

/** A page's own title (before the firm name the layout appends) and a real description, both from content. */
export async function expectOwnMetadata(page: Page, title: RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page).toHaveTitle(/ \| Fernleaf Health Partners$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{50,}$/);
}

/**
 * The page's scroll position once it has stopped moving. With `scroll-behavior: smooth` (the site's default
 * when motion is not reduced), focusing a field or scrolling to an element glides there over several
 * frames, so an immediate read can land just short of where the scroll ends. This waits until the
 * position has held for ten consecutive animation frames.
 */
export function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still += 1;
          else [last, still] = [window.scrollY, 0];
          if (still >= 10) resolve(last);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Clicking a do-nothing button leaves the visitor where they were: same address, same scroll position. */
export async function expectInert(page: Page, button: ReturnType<Page["locator"]>) {
  await expect(button).toHaveAttribute("type", "button");
  await button.scrollIntoViewIfNeeded();
  const url = page.url();
  const scroll = await settledScrollY(page);
  await button.click();
  await expect(button).toBeFocused();
  expect(page.url()).toBe(url);
  expect(await settledScrollY(page)).toBe(scroll);
}
