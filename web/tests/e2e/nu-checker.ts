import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const vnuJar: string = createRequire(import.meta.url)("vnu-jar");

/**
 * The Nu Html Checker's errors on each page's HTML (`name` → HTML), as "<name>: <message> — <extract>". The markup is
 * checked; the inline <style> is Tailwind's output (lib/page-css.mjs), in CSS the checker's grammar predates
 * (`@property`, `margin-trim`), so its CSS messages are left out.
 */
export function nuErrors(pages: Map<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  const files = [...pages].map(([name, html]) => {
    const file = join(dir, `${name.replace(/[/?=%&]/g, "_") || "_"}.html`);
    writeFileSync(file, html);
    return file;
  });
  let output = "";
  try {
    execFileSync("java", ["-jar", vnuJar, "--errors-only", "--filterpattern", "CSS: .*", "--format", "json", ...files], {
      encoding: "utf8",
      stdio: "pipe",
    });
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = output ? (JSON.parse(output) as { messages: Array<{ url: string; message: string; extract?: string }> }).messages : [];
  return messages.map((m) => `${m.url.split("/").pop()}: ${m.message} — ${m.extract ?? ""}`);
}
