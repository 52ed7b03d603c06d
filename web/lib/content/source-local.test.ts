import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalSource } from "./source-local";

describe("the local source", () => {
  it("re-reads the dataset file when it changes (a publish to the bundled dataset)", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "content-")), "dataset.ndjson");
    const write = (title: string, time: number) => {
      writeFileSync(file, `${JSON.stringify({ _id: "a", _type: "service", title })}\n`);
      utimesSync(file, time, time);
    };
    const fetchLocal = createLocalSource(file);
    const query = `*[_id == "a"][0].title`;
    write("Before", 1_700_000_000);
    await expect(fetchLocal(query, {})).resolves.toBe("Before");
    write("After!", 1_700_000_100);
    await expect(fetchLocal(query, {})).resolves.toBe("After!");
  });
});
