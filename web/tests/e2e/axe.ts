import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rule sets the suite holds every page to: WCAG 2.2 A and AA, and axe's best practices. */
const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core's violations on the page as it stands, one line each (rule, impact, the elements). Legacy mode runs
 * axe in the page itself; the default mode opens a blank page per run to merge the results of the page's frames,
 * which cost more than the check (2-3 times as long) on a site whose pages have no frames.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
