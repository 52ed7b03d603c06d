import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadContactAnswerCopy } from "@/lib/contact/copy";
import { createContactHandler } from "@/lib/contact/handler";
import { checkpointIntervalMs, databaseFileName } from "@/lib/contact/store";
import { type StoreKind, storeUnderTest } from "../contact-stores";
import { contactConfig } from "../handler-configs";

// `pnpm submissions` (scripts/submissions.mjs) on the files and databases the real handler writes.

const cli = join(import.meta.dirname, "..", "..", "..", "scripts", "submissions.mjs");
const handlers: Array<ReturnType<typeof createContactHandler>> = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const handler of handlers.splice(0)) await handler.close();
});

async function serverWith(kind: StoreKind, names: string[]) {
  const store = await storeUnderTest(kind);
  const config = contactConfig(store);
  const handler = createContactHandler({ config, loadCopy: loadContactAnswerCopy });
  handlers.push(handler);
  for (const name of names) {
    const body = new URLSearchParams({ "form-name": "contact", "bot-field": "", name, email: "pat@example.org", message: `From ${name}` });
    const response = await handler.POST(
      new Request("http://localhost/", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }),
      "203.0.113.9",
    );
    expect(response.status).toBe(303);
  }
  const env = { ...process.env, CONTACT_DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? "" };
  const run = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { env, encoding: "utf8" });
  return { handler, store, run, file: join(config.dataDir, databaseFileName), dataDir: config.dataDir };
}

const count = (file: string) => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE name = 'submissions'").get();
    return table ? Number((db.prepare("SELECT COUNT(*) AS n FROM submissions").get() as { n: number }).n) : 0;
  } finally {
    db.close();
  }
};

describe("pnpm submissions --backup", () => {
  it("copies every row while the server runs, where a copy of the file alone would miss those in the log", async () => {
    const { run, file, dataDir } = await serverWith("sqlite", ["Ana", "Ben", "Cleo"]);
    // What the README used to say: copy the file. The rows are still in the write-ahead log.
    const naive = join(dataDir, "naive-copy.sqlite");
    copyFileSync(file, naive);
    expect(count(naive)).toBe(0);

    const target = join(dataDir, "backup.sqlite");
    const result = run("--backup", target);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/Backed up 3 submission/);
    expect(count(target)).toBe(3);
    expect((statSync(target).mode & 0o777).toString(8)).toBe("600");

    const again = run("--backup", target);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/exists already/);
  });

  it("leaves a whole database file after the periodic checkpoint and after shutdown", async () => {
    vi.useFakeTimers({ toFake: ["setInterval"] });
    const { handler, file, dataDir } = await serverWith("sqlite", ["Ana", "Ben"]);
    vi.advanceTimersByTime(checkpointIntervalMs);
    const periodic = join(dataDir, "after-checkpoint.sqlite");
    copyFileSync(file, periodic);
    expect(count(periodic)).toBe(2);

    await handler.POST(
      new Request("http://localhost/", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ "form-name": "contact", name: "Cleo", email: "c@example.org", message: "Hi" }),
      }),
      "203.0.113.9",
    );
    await handler.close();
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);
    const closed = join(dataDir, "after-close.sqlite");
    copyFileSync(file, closed);
    expect(count(closed)).toBe(3);
  });

  it("refuses on PostgreSQL and names the tool that backs it up", async () => {
    const { run } = await serverWith("postgres", ["Ana"]);
    const result = run("--backup", "/tmp/never-written.sqlite");
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/pg_dump/);
  });
});

describe.each(["sqlite", "postgres"] as const)("pnpm submissions on %s", (kind) => {
  it("lists and exports the stored rows, showing control characters escaped", async () => {
    const { run, store } = await serverWith(kind, ["Ana", "Ben"]);
    const esc = kind === "sqlite" ? "char(27)" : "chr(27)";
    await store.exec(`UPDATE submissions SET message = 'ring' || ${esc} || '[2J' WHERE name = 'Ben'`);
    const list = run();
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/Ana <pat@example.org>/);
    expect(list.stdout).toContain("ring\\u001b[2J");
    expect(list.stdout).not.toContain("\u001b");
    expect(list.stdout).toMatch(/2 submission\(s\)/);
    const csv = run("--csv");
    expect(csv.stdout.trim().split("\r\n")).toHaveLength(3);
    expect(run("--delete", "1").stdout).toMatch(/Deleted submission 1/);
    expect(run().stdout).toMatch(/1 submission\(s\)/);
    // Five runs of the CLI, each a Node start: more than the default 5 s on a busy 2-core machine.
  }, 60_000);
});
