import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The bar of scripts/check-function-length.mjs, which `pnpm lint` and the suite's first step run over every file.
const root = resolve(__dirname, "..", "..", "..");
type Long = { name: string; line: number; lines: number };
const load = async () =>
  (await import(resolve(root, "scripts", "check-function-length.mjs"))) as {
    limitFor: (file: string) => number | null;
    longFunctions: (file: string, text: string, limit: number) => Long[];
  };

const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join("\n");

describe("the function-length check", () => {
  it("holds the site to 60 lines, scripts and the suite's harness to 80, and leaves tests alone", async () => {
    const { limitFor } = await load();
    expect(limitFor("web/lib/contact/handler.ts")).toBe(60);
    expect(limitFor("web/app/blog/[slug]/page.tsx")).toBe(60);
    expect(limitFor("scripts/lib/next-app.mjs")).toBe(80);
    expect(limitFor("schemas/documents/service.ts")).toBe(80);
    expect(limitFor("web/tests/content-lake/server.mjs")).toBe(80);
    expect(limitFor("web/tests/cluster/cluster.mjs")).toBe(80);
    expect(limitFor("web/tests/serve.mjs")).toBe(80);
    expect(limitFor("web/tests/e2e/studio.spec.ts")).toBeNull();
    expect(limitFor("web/lib/contact/handler.test.ts")).toBeNull();
    expect(limitFor("web/tests/dataset-with.ts")).toBe(80);
  });

  it("reports a function one line over the bar, by name and line, and not one at the bar", async () => {
    const { longFunctions } = await load();
    // A declaration's first and last lines count: a body of 58 lines makes a 60-line function.
    const atBar = `export function fits() {\n${body(58)}\n}\n`;
    const over = `\nexport const tooLong = async () => {\n${body(59)}\n};\n`;
    expect(longFunctions("a.ts", atBar, 60)).toEqual([]);
    expect(longFunctions("a.ts", over, 60)).toEqual([{ name: "tooLong", line: 2, lines: 61 }]);
  });

  it("counts JSX components and nested functions, each on its own", async () => {
    const { longFunctions } = await load();
    const jsx = Array.from({ length: 60 }, (_, i) => `      <li key="${i}">{items[${i}]}</li>`).join("\n");
    const component = `export function List({ items }: { items: string[] }) {\n  const render = () => (\n    <ul>\n${jsx}\n    </ul>\n  );\n  return render();\n}\n`;
    expect(longFunctions("list.tsx", component, 60).map((fn) => fn.name)).toEqual(["List", "render"]);
  });

  it("leaves the bodies given to describe, it and test alone, wherever they are", async () => {
    const { longFunctions } = await load();
    const suite = `describe("a suite", () => {\n  it.skip("a case", async () => {\n${body(90)}\n  });\n});\n`;
    expect(longFunctions("scripts/test-cluster.mjs", suite, 80)).toEqual([]);
  });
});
