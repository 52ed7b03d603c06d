import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { databaseFileName, SqliteSubmissionStore } from "./store";

// Several stores share the SQLite file in one server process (the contact capture, the newsletter, the
// retention sweep) while staff commands open it from other processes. POSIX drops every lock a process
// holds on a file when any descriptor of that file is closed: a store that opened and closed the file
// itself while another held it would leave that one unlocked, and the next connection to close elsewhere
// would take itself for the last one and delete the write-ahead log under the server, losing what it
// commits afterwards.

const stores: SqliteSubmissionStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.closeSync();
});

const row = (name: string) => ({ name, email: "a@example.org", phone: "", company: "", service: "", message: `From ${name}` });

function names(file: string): string[] {
  const reader = new DatabaseSync(file, { readOnly: true });
  try {
    return (reader.prepare("SELECT name FROM submissions ORDER BY id").all() as Array<{ name: string }>).map((r) => r.name);
  } finally {
    reader.close();
  }
}

describe("an SQLite file shared by several stores in one process", () => {
  it("keeps every commit visible after another process's connection to the file closes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "store-locks-"));
    const file = join(dir, databaseFileName);
    const contact = new SqliteSubmissionStore(dir);
    stores.push(contact);
    await contact.insert(row("first"));
    // A second store in the same process opens the same file (the newsletter's, the sweep's).
    const newsletter = new SqliteSubmissionStore(dir);
    stores.push(newsletter);
    expect(newsletter.db).toBeDefined();
    // A staff command (another process) opens a connection, reads and closes it.
    const script = `const { DatabaseSync } = require("node:sqlite"); const db = new DatabaseSync(${JSON.stringify(file)}); db.prepare("SELECT COUNT(*) FROM submissions").get(); db.close();`;
    const other = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
    expect(other.status, other.stderr).toBe(0);
    await contact.insert(row("second"));
    await newsletter.insert(row("third"));
    expect(names(file)).toEqual(["first", "second", "third"]);
  });
});
