import { expect, type Page, test } from "@playwright/test";
import { settings } from "./routes";

// The top bar's main action (the specification's Contact Us button) at every width, and the phone menu in browsers
// without invoker commands (Safari before 26.2, Firefox before 144) and without popovers: no script on the page.

const widths = [1280, 1024, 768, 375, 320];

test("the Contact Us button is in the top bar at every width, whole, with nothing overflowing the page", { tag: "@desktop" }, async ({
  page,
}) => {
  // On the desktop project only: sets its own widths.
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const action = page.locator(`header a[href="${settings.headerCta.href}"]:visible`).filter({ hasText: settings.headerCta.label });
    await expect(action, `${width} px`).toHaveCount(1);
    await expect(action, `${width} px`).toBeInViewport({ ratio: 1 });
    // It is not inside the (closed) menu: the top bar shows it.
    await expect(action.locator("xpath=ancestor::dialog"), `${width} px`).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
});

/** The browser as one without invoker commands sees the page: their attributes mean nothing to it. */
const withoutCommands = (page: Page) =>
  page.evaluate(() => {
    for (const button of document.querySelectorAll("[commandfor]")) {
      button.removeAttribute("command");
      button.removeAttribute("commandfor");
    }
  });

test("without invoker commands the menu button still opens the menu (as a popover), and its close button closes it", {
  tag: "@phone",
}, async ({ page }) => {
  // On the phone project only: the menu is a phone's.
  await page.goto("/about");
  await withoutCommands(page);
  expect(await page.locator("[command], [commandfor]").count()).toBe(0);
  const menu = page.locator("dialog#site-menu");
  await page.locator("header [data-menu-button]").click();
  await expect(menu).toBeVisible();
  for (const link of settings.mainNav) await expect(menu.locator(`a[href="${link.href}"]`).first()).toBeVisible();
  await menu.locator("[data-menu-close]").click();
  await expect(menu).toBeHidden();
  // Escape closes it too, and a link in it leads to its page.
  await page.locator("header [data-menu-button]").click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await page.locator("header [data-menu-button]").click();
  const target = settings.mainNav.at(-1)?.href ?? "/";
  await menu.locator(`a[href="${target}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
});

test("without commands or popovers the button is a link to the menu, which its address shows", { tag: "@phone" }, async ({ page }) => {
  // On the phone project only: the menu is a phone's.
  await page.goto("/about");
  await withoutCommands(page);
  // Such a browser fails `@supports selector(:popover-open)`: the link shows in place of the button.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll("[popovertarget], [popover]")) {
      element.removeAttribute("popovertarget");
      element.removeAttribute("popover");
    }
  });
  await page.evaluate(() => {
    const show = (selector: string, display: string) => {
      for (const element of document.querySelectorAll<HTMLElement>(selector)) element.style.setProperty("display", display, "important");
    };
    show("[data-menu-button], [data-menu-close]", "none");
    show("[data-menu-button-link], [data-menu-close-link]", "flex");
  });
  const menu = page.locator("dialog#site-menu");
  await expect(menu).toBeHidden();
  await page.locator("header [data-menu-button-link]").click();
  await expect(page).toHaveURL(/#site-menu$/);
  await expect(menu).toBeVisible();
  for (const link of settings.mainNav) await expect(menu.locator(`a[href="${link.href}"]`).first()).toBeVisible();
  await menu.locator("[data-menu-close-link]").click();
  await expect(menu).toBeHidden();
});
