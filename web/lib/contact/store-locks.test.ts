import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { Database } from "../db/database.mjs";
import { databaseFileName, submissionStore } from "./store";

// Several stores share the SQLite file in one server process (the contact capture, the newsletter, the
// retention sweep) while staff commands open it from other processes. POSIX drops every lock a process
// holds on a file when any descriptor of that file is closed: a store that opened and closed the file
// itself while another held it would leave that one unlocked, and the next connection to close elsewhere
// would take itself for the last one and delete the write-ahead log under the server, losing what it
// commits afterwards.

const databases: Database[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.close();
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
    const open = () => {
      const database = new Database({ dataDir: dir });
      databases.push(database);
      return submissionStore(database);
    };
    const contact = open();
    await contact.insert(row("first"));
    // A second store in the same process opens the same file (the newsletter's, the sweep's).
    const newsletter = open();
    expect(await newsletter.all()).toHaveLength(1);
    // A staff command (another process) opens a connection, reads and closes it.
    const script = `const { DatabaseSync } = require("node:sqlite"); const db = new DatabaseSync(${JSON.stringify(file)}); db.prepare("SELECT COUNT(*) FROM submissions").get(); db.close();`;
    const other = spawnSync(process.execPath, ["-e", script], { encoding: "utf8" });
    expect(other.status, other.stderr).toBe(0);
    await contact.insert(row("second"));
    await newsletter.insert(row("third"));
    expect(names(file)).toEqual(["first", "second", "third"]);
  });
});
