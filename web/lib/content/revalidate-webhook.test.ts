import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { describe, expect, it, vi } from "vitest";
import { freshPostgresDatabase } from "@/tests/contact-stores";
import { handleRevalidateWebhook, maxBodyBytes, type Revalidator, type VisibleRevision } from "./revalidate-webhook";
import { createFileDeliveryStore, createPostgresDeliveryStore, type DeliveryStore } from "./webhook-replay";

const secret = "unit-test-secret";

const sqliteStore = (
  dataDir = mkdtempSync(join(tmpdir(), "webhook-deliveries-")),
  options?: Parameters<typeof createFileDeliveryStore>[1],
) => createFileDeliveryStore(join(dataDir, "webhook-deliveries.sqlite"), options);

/** The wait's bounds, short: the handler's own timing, not the test's (the test waits on its answer). */
const quickWait = { deadlineMs: 400, pollTimeoutMs: 100, intervalMs: 20, settleMs: 0 };

function recorder(visible?: Revalidator["visible"]) {
  const calls: string[] = [];
  const revalidator: Revalidator = { tags: (tags) => calls.push(...tags), visible, wait: quickWait };
  return { calls, revalidator };
}

async function request(payload: object, signWith: string | undefined = secret, signedAt = Date.now()) {
  const body = JSON.stringify(payload);
  const headers = new Headers({ "content-type": "application/json" });
  if (signWith) headers.set(SIGNATURE_HEADER_NAME, await encodeSignatureHeader(body, signedAt, signWith));
  return new Request("http://localhost/api/revalidate", { method: "POST", body, headers });
}

describe("the revalidation webhook", () => {
  it("answers 503 with the reason when no secret is configured, and revalidates nothing", async () => {
    const { calls, revalidator } = recorder();
    const response = await handleRevalidateWebhook(await request({ _type: "page" }), undefined, revalidator);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/SANITY_REVALIDATE_SECRET/) });
    expect(calls).toEqual([]);
  });

  it("refuses a request signed with another secret", async () => {
    const { calls, revalidator } = recorder();
    const response = await handleRevalidateWebhook(await request({ _type: "page" }, "other"), secret, revalidator);
    expect(response.status).toBe(401);
    expect(calls).toEqual([]);
  });

  it.each(["siteSettings", "page", "service", "post", "aTypeAddedNextYear"])(
    "a publish of a %s expires the reads of its type and the reads that name no type, and says so",
    async (type) => {
      const { calls, revalidator } = recorder();
      const response = await handleRevalidateWebhook(
        await request({ _type: type, slug: "renamed", previousSlug: "old" }),
        secret,
        revalidator,
      );
      expect(response.status).toBe(200);
      const tags = [`sanity:${type}`, "sanity:any", `sanity:${type}:address`];
      expect(await response.json()).toEqual({ type, revalidated: tags });
      expect(calls).toEqual(tags);
    },
  );

  it("leaves the reads of other documents' links alone when an edit keeps the document's address", async () => {
    const { calls, revalidator } = recorder();
    const edit = { _type: "post", slug: "same", previousSlug: "same", operation: "update" };
    expect((await handleRevalidateWebhook(await request(edit), secret, revalidator)).status).toBe(200);
    expect(calls).toEqual(["sanity:post", "sanity:any"]);
    const rename = { ...edit, slug: "new" };
    expect((await handleRevalidateWebhook(await request(rename), secret, revalidator)).status).toBe(200);
    expect(calls.slice(2)).toEqual(["sanity:post", "sanity:any", "sanity:post:address"]);
  });

  it("revalidates only once the Content Lake shows the published revision (or the deletion)", async () => {
    const order: string[] = [];
    // What queries show: the previous revision on the first read, then the delivered one (or none, deleted).
    const shown = new Map<string, VisibleRevision[]>([
      ["post-a", [{ rev: "rev-1" }, { rev: "rev-2" }]],
      ["post-b", [{ rev: "rev-0" }, null]],
    ]);
    const { revalidator } = recorder(async (id) => {
      order.push(`read ${id}`);
      const reads = shown.get(id) ?? [];
      return reads.length > 1 ? (reads.shift() ?? null) : (reads[0] ?? null);
    });
    const tags = revalidator.tags;
    revalidator.tags = (list) => {
      order.push("tags");
      tags(list);
    };
    const payload = { _id: "post-a", _type: "post", _rev: "rev-2", slug: "a", operation: "update" };
    expect((await handleRevalidateWebhook(await request(payload), secret, revalidator)).status).toBe(200);
    const deletion = { _id: "post-b", _type: "post", _rev: "rev-3", slug: null, previousSlug: "b", operation: "delete" };
    expect((await handleRevalidateWebhook(await request(deletion), secret, revalidator)).status).toBe(200);
    expect(order).toEqual(["read post-a", "read post-a", "tags", "read post-b", "read post-b", "tags"]);
  });

  it("reads no more than its limit of an unsigned-looking body before refusing it with 413", async () => {
    const { calls, revalidator } = recorder();
    const chunk = new Uint8Array(16 * 1024).fill(0x7b);
    let pulled = 0;
    // 64 MB on offer, produced only as the handler reads.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 64 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const headers = { "content-type": "application/json", [SIGNATURE_HEADER_NAME]: `t=${Date.now()},v1=bogus` };
    const response = await handleRevalidateWebhook(
      new Request("http://localhost/api/revalidate", { method: "POST", body, headers, duplex: "half" } as RequestInit),
      secret,
      revalidator,
    );
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(maxBodyBytes + 3 * chunk.byteLength);
    expect(calls).toEqual([]);
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const { revalidator } = recorder();
    const headers = {
      "content-type": "application/json",
      "content-length": String(64 * 1024 * 1024),
      [SIGNATURE_HEADER_NAME]: `t=${Date.now()},v1=bogus`,
    };
    const response = await handleRevalidateWebhook(
      new Request("http://localhost/api/revalidate", { method: "POST", headers }),
      secret,
      revalidator,
    );
    expect(response.status).toBe(413);
  });

  // Issue 23, item 5: a captured delivery was accepted as often as it was resent within five minutes.
  it("refuses a delivery sent again (the same signature) with 409, revalidating once", async () => {
    const { calls, revalidator } = recorder();
    const deliveries = sqliteStore();
    const original = await request({ _type: "page", slug: "about" });
    const replay = original.clone();
    const again = original.clone();
    expect((await handleRevalidateWebhook(original, secret, revalidator, deliveries)).status).toBe(200);
    expect((await handleRevalidateWebhook(replay, secret, revalidator, deliveries)).status).toBe(409);
    // Even with another idempotency key added by the sender.
    const relabelled = new Request(again, { headers: { ...Object.fromEntries(again.headers), "idempotency-key": "forged-1" } });
    expect((await handleRevalidateWebhook(relabelled, secret, revalidator, deliveries)).status).toBe(409);
    expect(calls.filter((call) => call === "sanity:any")).toHaveLength(1);
  });

  it("refuses a second delivery with the same idempotency key (Sanity's own retry of one publish)", async () => {
    const { calls, revalidator } = recorder();
    const deliveries = sqliteStore();
    const withKey = async (signedAt: number) => {
      const signed = await request({ _type: "post", slug: "x" }, secret, signedAt);
      signed.headers.set("idempotency-key", "sanity-delivery-42");
      return signed;
    };
    expect((await handleRevalidateWebhook(await withKey(Date.now() - 1000), secret, revalidator, deliveries)).status).toBe(200);
    expect((await handleRevalidateWebhook(await withKey(Date.now()), secret, revalidator, deliveries)).status).toBe(409);
    expect(calls.filter((call) => call === "sanity:any")).toHaveLength(1);
  });

  it.each([
    ["one SQLite file", async () => ({ open: (dir: string) => sqliteStore(dir), dir: mkdtempSync(join(tmpdir(), "webhook-")) })],
    [
      "PostgreSQL",
      async () => {
        const url = await freshPostgresDatabase();
        return { open: () => createPostgresDeliveryStore(url), dir: "" };
      },
    ],
  ])(
    "shares the deliveries seen between instances on %s: one of copies sent at once carried out, then replays refused",
    async (_name, start) => {
      const { calls, revalidator } = recorder();
      const shared = await start();
      const instances = [shared.open(shared.dir), shared.open(shared.dir)];
      try {
        const original = await request({ _type: "page", slug: "shared" });
        const later = original.clone();
        const copies = [original, original.clone(), original.clone(), original.clone()];
        const statuses = await Promise.all(
          copies.map((copy, i) => handleRevalidateWebhook(copy, secret, revalidator, instances[i % 2]).then((r) => r.status)),
        );
        // The others: asked to send again while it is carried out (503), or refused as replays once it was (409).
        expect(statuses.filter((status) => status === 200)).toHaveLength(1);
        expect(statuses.every((status) => [200, 409, 503].includes(status))).toBe(true);
        expect(calls.filter((call) => call === "sanity:any")).toHaveLength(1);
        expect((await handleRevalidateWebhook(later, secret, revalidator, instances[1])).status).toBe(409);
      } finally {
        for (const instance of instances) await instance.close?.();
      }
    },
  );
});

// Issue 32, item 7: a signed `_type` of 60 kB became a cache tag kept for ever.
describe("document types", () => {
  it("makes a tag only of a document type's name: anything else is refused, nothing revalidated", async () => {
    const { calls, revalidator } = recorder();
    for (const type of ["x".repeat(60_000), "a b", "<script>", "", "sanity:any"]) {
      const response = await handleRevalidateWebhook(await request({ _type: type }), secret, revalidator, sqliteStore());
      expect(response.status, type.slice(0, 20)).toBe(400);
    }
    expect(calls).toEqual([]);
    const known = await handleRevalidateWebhook(await request({ _type: "sanity.imageAsset" }), secret, revalidator, sqliteStore());
    expect(known.status).toBe(200);
  });
});

// Issue 32, item 6: a replay was accepted again after a restart (the memory of deliveries was the process's),
// and by a second instance without DATABASE_URL. The instance's own store keeps it: the SQLite file in its
// data directory; bounded.
describe("a delivery the site fails to carry out", () => {
  it("answers 503 and accepts Sanity's retry of it (the same idempotency key), then refuses a replay of the retry", async () => {
    const deliveries = sqliteStore();
    let failing = true;
    const calls: string[] = [];
    const revalidator: Revalidator = {
      tags: (tags) => {
        if (failing) throw new Error("the tags file could not be written");
        calls.push(...tags);
      },
    };
    const attempt = async (signedAt: number) => {
      const sent = await request({ _type: "post", slug: "a", previousSlug: "a" }, secret, signedAt);
      sent.headers.set("idempotency-key", "delivery-1");
      return sent;
    };
    const first = await handleRevalidateWebhook(await attempt(Date.now() - 2000), secret, revalidator, deliveries);
    expect(first.status).toBe(503);
    expect(calls).toEqual([]);
    failing = false;
    const retry = await attempt(Date.now() - 1000);
    const again = retry.clone();
    expect((await handleRevalidateWebhook(retry, secret, revalidator, deliveries)).status).toBe(200);
    expect(calls).toContain("sanity:post");
    expect((await handleRevalidateWebhook(again, secret, revalidator, deliveries)).status).toBe(409);
  });

  it.each([
    ["SQLite", async () => sqliteStore()],
    ["PostgreSQL", async () => createPostgresDeliveryStore(await freshPostgresDatabase())],
  ])("forgets a failed delivery's keys in %s, and only those; a check that keeps nothing only looks", async (_name, open) => {
    const store = await open();
    try {
      const until = Date.now() + 60_000;
      expect(await store.firstDelivery(["kept"], until)).toBe(true);
      expect(await store.firstDelivery(["failed-1", "failed-2"], until)).toBe(true);
      await store.forget(["failed-1", "failed-2"]);
      expect(await store.firstDelivery(["failed-2"], until)).toBe(true);
      expect(await store.firstDelivery(["kept"], until)).toBe(false);
      // Recorded until now: nothing is recorded, so the key is still free for the delivery itself.
      expect(await store.firstDelivery(["checked"], Date.now())).toBe(true);
      expect(await store.firstDelivery(["checked"], until)).toBe(true);
      expect(await store.firstDelivery(["kept"], Date.now())).toBe(false);
    } finally {
      await store.close?.();
    }
  });

  it("waits for another process holding the SQLite file's write lock, then sees what it recorded", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "webhook-deliveries-"));
    const file = join(dataDir, "webhook-deliveries.sqlite");
    const store = sqliteStore(dataDir);
    try {
      expect(await store.firstDelivery(["warm-up"], Date.now() + 60_000)).toBe(true);
      // Another instance: takes the write lock, says so, records a key 300 ms later and commits.
      const other = spawn(process.execPath, [
        "-e",
        `const { DatabaseSync } = require("node:sqlite"); const db = new DatabaseSync(${JSON.stringify(file)});
db.exec("BEGIN IMMEDIATE"); process.stdout.write("locked\\n");
setTimeout(() => { db.prepare("INSERT INTO webhook_deliveries (key, keep_until) VALUES ('theirs', ?)").run(Date.now() + 60_000); db.exec("COMMIT"); db.close(); }, 300);`,
      ]);
      const [line] = await once(other.stdout, "data");
      expect(String(line)).toContain("locked");
      // Blocked until they commit (the busy timeout), never an error, and their key is then taken.
      expect(await store.firstDelivery(["theirs"], Date.now() + 60_000)).toBe(false);
      expect((await once(other, "exit"))[0]).toBe(0);
    } finally {
      await store.close();
    }
  });
});

describe("webhook deliveries remembered where they survive a restart", () => {
  /** 200, 409, a restart (a new store on the same place), 409; then a second instance, 409. */
  async function survives(open: () => DeliveryStore) {
    const { calls, revalidator } = recorder();
    const first = open();
    const original = await request({ _type: "page", slug: "restart" });
    const copies = [original.clone(), original.clone(), original.clone()];
    expect((await handleRevalidateWebhook(original, secret, revalidator, first)).status).toBe(200);
    expect((await handleRevalidateWebhook(copies[0] as Request, secret, revalidator, first)).status).toBe(409);
    await first.close?.();
    const restarted = open();
    const other = open();
    try {
      expect((await handleRevalidateWebhook(copies[1] as Request, secret, revalidator, restarted)).status).toBe(409);
      expect((await handleRevalidateWebhook(copies[2] as Request, secret, revalidator, other)).status).toBe(409);
      expect(calls.filter((call) => call === "sanity:any")).toHaveLength(1);
    } finally {
      await restarted.close?.();
      await other.close?.();
    }
  }

  it("in an SQLite file of the data directory", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "webhook-deliveries-"));
    await survives(() => sqliteStore(dataDir));
  });

  it("bounded: the file keeps at most its limit, the oldest forgotten first, and nothing past its time", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "webhook-deliveries-"));
    let clock = 1_000;
    const store = sqliteStore(dataDir, { maxEntries: 3, now: () => clock });
    try {
      for (const key of ["a", "b", "c", "d"]) expect(await store.firstDelivery([key], clock + 100)).toBe(true);
      expect(await store.firstDelivery(["d"], clock + 100)).toBe(false);
      // "a" was the oldest of four with room for three.
      expect(await store.firstDelivery(["a"], clock + 100)).toBe(true);
      clock += 200;
      expect(await store.firstDelivery(["d"], clock + 100)).toBe(true);
      // One delivery's keys are all recorded or none: "e" is not kept when "d" is taken.
      expect(await store.firstDelivery(["e", "d"], clock + 100)).toBe(false);
      expect(await store.firstDelivery(["e"], clock + 100)).toBe(true);
    } finally {
      await store.close?.();
    }
  });
});

// Issue 42: publishing as Sanity delivers it: late, retried, out of order, many documents a transaction, drafts.
describe("deliveries as Sanity makes them", () => {
  const withKey = async (payload: object, key: string, signedAt = Date.now()) => {
    const signed = await request(payload, secret, signedAt);
    signed.headers.set("idempotency-key", key);
    return signed;
  };

  it.each([
    ["two hours late (Sanity's retry after an outage of the site)", -2 * 60 * 60_000],
    ["ten minutes ahead (the sender's clock)", 10 * 60_000],
  ])("takes a correctly signed delivery signed %s: its age is no reason to lose a publish", async (_when, offset) => {
    const { calls, revalidator } = recorder();
    const late = await request({ _type: "post", slug: "a", previousSlug: "a", operation: "update" }, secret, Date.now() + offset);
    const response = await handleRevalidateWebhook(late, secret, revalidator, sqliteStore());
    expect(response.status).toBe(200);
    expect(calls).toEqual(["sanity:post", "sanity:any"]);
  });

  it("takes every document of a transaction delivered under one idempotency key, and refuses each one's replay", async () => {
    const { calls, revalidator } = recorder();
    const deliveries = sqliteStore();
    const ids = ["post-a", "post-b", "service-c"];
    for (const id of ids) {
      const delivery = await withKey({ _id: id, _type: id.split("-")[0], operation: "update", slug: "s", previousSlug: "s" }, "txn-1");
      expect((await handleRevalidateWebhook(delivery, secret, revalidator, deliveries)).status, id).toBe(200);
    }
    expect(calls.filter((tag) => tag === "sanity:any")).toHaveLength(3);
    expect(calls).toContain("sanity:service");
    // Sent again (signed anew, the same key and document): a replay.
    const again = await withKey(
      { _id: "post-b", _type: "post", operation: "update", slug: "s", previousSlug: "s" },
      "txn-1",
      Date.now() + 5,
    );
    expect((await handleRevalidateWebhook(again, secret, revalidator, deliveries)).status).toBe(409);
  });

  it("answers a draft's or a release version's delivery 200 at once: no read, no page expired, nothing recorded", async () => {
    const reads: string[] = [];
    const { calls, revalidator } = recorder(async (id) => {
      reads.push(id);
      return null;
    });
    const deliveries = sqliteStore();
    for (const id of ["drafts.post-a", "versions.rSpring.post-a"]) {
      const delivery = await withKey({ _id: id, _type: "post", _rev: "r1", operation: "update" }, `key-${id}`);
      const resent = delivery.clone();
      expect((await handleRevalidateWebhook(delivery, secret, revalidator, deliveries)).status, id).toBe(200);
      expect((await handleRevalidateWebhook(resent, secret, revalidator, deliveries)).status, id).toBe(200);
    }
    expect(reads).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("counts a newer revision shown as done (deliveries out of order): one read, no waiting for a revision already replaced", async () => {
    const reads: string[] = [];
    const later = { rev: "rev-9", updatedAt: "2026-11-27T18:00:05Z" };
    const { calls, revalidator } = recorder(async (id) => {
      reads.push(id);
      return later;
    });
    const stale = { _id: "post-a", _type: "post", _rev: "rev-2", _updatedAt: "2026-11-27T18:00:01Z", operation: "update" };
    expect((await handleRevalidateWebhook(await request(stale), secret, revalidator, sqliteStore())).status).toBe(200);
    // A delete delivered after the document was made again.
    const deleted = { ...stale, _id: "post-gone", operation: "delete" };
    expect((await handleRevalidateWebhook(await request(deleted), secret, revalidator, sqliteStore())).status).toBe(200);
    expect(reads).toEqual(["post-a", "post-gone"]);
    expect(calls.filter((tag) => tag === "sanity:any")).toHaveLength(2);
  });

  it("gives up at its deadline on a read that never answers: 503 (logged once), the key forgotten, Sanity's retry taken", async () => {
    const signals: AbortSignal[] = [];
    let shown: VisibleRevision | undefined;
    // A hung read: it never settles and ignores its signal, until the Content Lake has caught up.
    const { calls, revalidator } = recorder((_id, signal) => {
      signals.push(signal);
      return shown === undefined ? new Promise<VisibleRevision>(() => {}) : Promise.resolve(shown);
    });
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    const deliveries = sqliteStore();
    const payload = { _id: "post-a", _type: "post", _rev: "rev-2", _updatedAt: "2026-11-27T18:00:01Z", operation: "update" };
    try {
      const first = await handleRevalidateWebhook(await withKey(payload, "delivery-7"), secret, revalidator, deliveries);
      expect(first.status).toBe(503);
      expect(warnings).toHaveLength(1);
      expect(String(warnings[0])).toMatch(/post-a/);
    } finally {
      console.warn = warn;
    }
    // Each read was given up on its own timeout, and another made, within the one deadline.
    expect(signals.length).toBeGreaterThan(1);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    shown = { rev: "rev-2", updatedAt: payload._updatedAt };
    const retry = await withKey(payload, "delivery-7", Date.now() + 1000);
    expect((await handleRevalidateWebhook(retry, secret, revalidator, deliveries)).status).toBe(200);
    expect(calls.filter((tag) => tag === "sanity:any").length).toBeGreaterThan(0);
  });

  it("expires when a read first shows the change, and again once every read has shown it for a while", async () => {
    const payload = { _id: "post-a", _type: "post", _rev: "rev-2", _updatedAt: "2026-11-27T18:00:01Z", operation: "update" };
    const fresh = { rev: "rev-2" };
    const old = { rev: "rev-1", updatedAt: "2026-11-27T18:00:00Z" };
    // Read replicas apart: new, old, then new from there on.
    const reads: VisibleRevision[] = [fresh, old];
    const order: string[] = [];
    const readAt: number[] = [];
    const expiredAt: number[] = [];
    const revalidator: Revalidator = {
      tags: () => {
        order.push("tags");
        expiredAt.push(Date.now());
      },
      visible: async () => {
        readAt.push(Date.now());
        const shown = reads.shift() ?? fresh;
        order.push(shown?.rev ?? "none");
        return shown;
      },
      wait: { ...quickWait, deadlineMs: 2_000, settleMs: 60 },
    };
    const response = await handleRevalidateWebhook(await request(payload), secret, revalidator, sqliteStore());
    expect(response.status).toBe(200);
    // Live at the first read that shows it; not again at each flip of the replicas, only once settled.
    expect(order.slice(0, 5)).toEqual(["rev-2", "tags", "rev-1", "rev-2", "rev-2"]);
    expect(order.at(-1)).toBe("tags");
    expect(order.filter((entry) => entry === "tags")).toHaveLength(2);
    // Settled: expired last no sooner than settleMs after the read that showed the change again after the old one.
    expect((expiredAt.at(-1) ?? 0) - (readAt[2] ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(60);
  });

  it("asks a copy sent while the delivery is carried out to come again (503); a claim of an instance that died lapses", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const deliveries = sqliteStore();
      const payload = { _id: "post-a", _type: "post", _rev: "rev-2", operation: "update" };
      let reached: () => void = () => {};
      const inWait = new Promise<void>((resolve) => {
        reached = resolve;
      });
      // The first instance dies while it waits: its read never answers, and nothing after it runs in time.
      const dying: Revalidator = {
        tags: () => {},
        visible: () => {
          reached();
          return new Promise<VisibleRevision>(() => {});
        },
        wait: { ...quickWait, deadlineMs: 60_000, pollTimeoutMs: 60_000 },
      };
      void handleRevalidateWebhook(await withKey(payload, "delivery-9"), secret, dying, deliveries);
      await inWait;
      const { calls, revalidator } = recorder(async () => ({ rev: "rev-2" }));
      const retry = () => withKey(payload, "delivery-9", Date.now() + 1);
      expect((await handleRevalidateWebhook(await retry(), secret, revalidator, deliveries)).status).toBe(503);
      expect(calls).toEqual([]);
      // Past the claim's time (the wait's deadline and 5 s), Sanity's retry is carried out.
      vi.setSystemTime(Date.now() + 60_000 + 5_001);
      expect((await handleRevalidateWebhook(await retry(), secret, revalidator, deliveries)).status).toBe(200);
      expect(calls).toContain("sanity:post");
      expect((await handleRevalidateWebhook(await retry(), secret, revalidator, deliveries)).status).toBe(409);
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers 503 while queries show only an older revision (a revision merely different is not done)", async () => {
    const older = { rev: "rev-1", updatedAt: "2026-11-27T18:00:00Z" };
    const { revalidator } = recorder(async () => older);
    const warn = console.warn;
    console.warn = () => {};
    try {
      const payload = { _id: "post-a", _type: "post", _rev: "rev-2", _updatedAt: "2026-11-27T18:00:01Z", operation: "update" };
      const response = await handleRevalidateWebhook(await request(payload), secret, revalidator, sqliteStore());
      expect(response.status).toBe(503);
      const deletion = { ...payload, operation: "delete" };
      expect((await handleRevalidateWebhook(await request(deletion), secret, revalidator, sqliteStore())).status).toBe(503);
    } finally {
      console.warn = warn;
    }
  });
});
