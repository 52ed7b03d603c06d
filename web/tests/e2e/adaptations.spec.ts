import { expect, type Page, test } from "@playwright/test";
import { aServiceRoute } from "./routes";

// The site as visitors adapt it: high contrast (forced colours), keyboard focus on every kind of band and
// print. Where am I (the current page in the top bar) and text doubled on a phone are checked on each
// template with the layout (layout.spec.ts), in the same page load.

/** Marks the buttons drawn as a filled shape (a background of their own), before colours are forced. */
async function markFilledButtons(page: Page) {
  return page.evaluate(() => {
    const filled = [...document.querySelectorAll<HTMLElement>("button, a")].filter((el) => {
      const style = getComputedStyle(el);
      return el.offsetParent !== null && style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.display.includes("flex");
    });
    for (const el of filled) el.dataset.filledButton = "";
    return filled.length;
  });
}

for (const route of ["/", "/blog", "/contact", "/global-impact", aServiceRoute]) {
  test(`${route}: in forced colours every button keeps a visible edge, and selected states stay marked`, async ({ page }) => {
    await page.goto(route);
    expect(await markFilledButtons(page)).toBeGreaterThan(0);
    await page.emulateMedia({ forcedColors: "active" });
    const edges = await page.locator("[data-filled-button], button:visible").evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return { text: el.textContent?.trim().slice(0, 30), width: Number.parseFloat(style.borderTopWidth), style: style.borderTopStyle };
      }),
    );
    for (const edge of edges) expect(edge, edge.text).toMatchObject({ style: "solid" });
    for (const edge of edges) expect(edge.width, edge.text).toBeGreaterThanOrEqual(1);
    const selected = page.locator('main [aria-pressed="true"], main [aria-current="page"]');
    for (const state of await selected.all()) {
      const colors = await state.evaluate((el) => getComputedStyle(el).backgroundColor);
      const plain = await page
        // An unselected sibling: a filter not pressed, or a link of the same list that is not the current page.
        .locator('main [aria-pressed="false"], main li:has(> [aria-current="page"]) ~ li > a:not([aria-current])')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(colors).not.toBe(plain);
    }
  });
}

/**
 * WCAG relative luminance and contrast ratio of two computed `rgb()` colours; the band behind an element
 * is its nearest ancestor with an opaque background (translucent ones, like the top bar's, show the page).
 */
const contrastScript = `
  const channel = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const lum = (rgb) => { const [r, g, b] = rgb.match(/[\\d.]+/g).map(Number); return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b); };
  const contrast = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m); return (x + 0.05) / (y + 0.05); };
  const background = (el) => { for (let node = el.parentElement; node; node = node.parentElement) { const bg = getComputedStyle(node).backgroundColor; if (bg.startsWith("rgb(")) return bg; } return "rgb(255, 255, 255)"; };
`;

for (const route of ["/", "/about", aServiceRoute, "/case-studies"]) {
  test(`${route}: the focus ring has 3:1 or more against the band it sits on, for every focusable element`, { tag: "@desktop" }, async ({
    page,
  }) => {
    // On the desktop project only: one width is enough for colours.
    await page.goto(route);
    const results: Array<{ name: string; ratio: number }> = [];
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press("Tab");
      const result = await page.evaluate(`(() => { ${contrastScript}
        const el = document.activeElement; if (!el || el === document.body) return null;
        for (const animation of el.getAnimations()) animation.finish();
        const style = getComputedStyle(el);
        return { name: (el.textContent || el.getAttribute("aria-label") || el.tagName).trim().slice(0, 40), style: style.outlineStyle, ratio: contrast(style.outlineColor, background(el)) };
      })()`);
      if (!result) break;
      const { name, style, ratio } = result as { name: string; style: string; ratio: number };
      expect(style, name).toBe("solid");
      results.push({ name, ratio });
    }
    expect(results.length).toBeGreaterThan(10);
    for (const { name, ratio } of results) expect(ratio, name).toBeGreaterThanOrEqual(3);
  });
}

for (const route of [aServiceRoute, "/terms-of-service", "/blog"]) {
  test(`${route}: printed, it is a clean document: no top bar, menus, forms or buttons`, { tag: "@desktop" }, async ({ page }) => {
    // On the desktop project only: print does not depend on the viewport.
    await page.goto(route);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    for (const nav of await page.locator("nav").all()) await expect(nav).toBeHidden();
    for (const form of await page.locator("form").all()) await expect(form).toBeHidden();
    for (const button of await page.locator("main button").all()) await expect(button).toBeHidden();
    await expect(page.locator("main h1")).toBeVisible();
    const [color, background] = await page
      .locator("main h2")
      .last()
      .evaluate((h) => [getComputedStyle(h).color, getComputedStyle(h.closest("section") ?? h).backgroundColor]);
    expect(color).toBe("rgb(0, 0, 0)");
    expect(["rgba(0, 0, 0, 0)", "rgb(255, 255, 255)"]).toContain(background);
    const cards = await page.locator("main li, main article").evaluateAll((els) => els.map((el) => getComputedStyle(el).breakInside));
    for (const rule of cards) expect(rule).toBe("avoid");
  });
}

test("text fields: one border style on contact, search and newsletter, 3:1 or more against their band, placeholders clearly lighter than typed text", {
  tag: "@desktop",
}, async ({ page }) => {
  // On the desktop project only: one width is enough for colours.
  type Field = { page: string; name: string; border: string; width: string; radius: string; ratio: number; placeholder: number | null };
  const fields: Field[] = [];
  for (const route of ["/contact", "/search", "/blog"]) {
    await page.goto(route);
    const found = (await page.evaluate(`(() => { ${contrastScript}
      const fields = [...document.querySelectorAll("main input:not([type=hidden]):not([tabindex='-1']), main textarea, main select")]
        .filter((el) => el.getClientRects().length > 0);
      return fields.map((el) => {
        const style = getComputedStyle(el);
        const placeholder = el.getAttribute("placeholder") ? contrast(getComputedStyle(el, "::placeholder").color, style.color) : null;
        return { name: el.getAttribute("name"), border: style.borderTopColor, width: style.borderTopWidth, radius: style.borderTopLeftRadius,
          ratio: contrast(style.borderTopColor, background(el)), placeholder };
      });
    })()`)) as Omit<Field, "page">[];
    expect(found.length, route).toBeGreaterThan(0);
    fields.push(...found.map((field) => ({ ...field, page: route })));
  }
  for (const field of fields) {
    expect(field.ratio, `${field.page} ${field.name}: its border against the band`).toBeGreaterThanOrEqual(3);
    // Typed text is ink; a placeholder is a clearly lighter grey (3:1 apart, where the old one was 2.3:1), in italics.
    if (field.placeholder !== null)
      expect(field.placeholder, `${field.page} ${field.name}: placeholder against typed text`).toBeGreaterThanOrEqual(3);
  }
  expect(new Set(fields.map((field) => `${field.border} ${field.width} ${field.radius}`)), "one border style").toHaveProperty("size", 1);
});
