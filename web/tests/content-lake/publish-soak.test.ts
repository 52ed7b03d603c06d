import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@sanity/client";
import { afterAll, describe, expect, it } from "vitest";
import { handleRevalidateWebhook, type Revalidator } from "@/lib/content/revalidate-webhook";
import { createRevisionReader } from "@/lib/content/source-sanity";
import { typeTag } from "@/lib/content/tags";
import { createSqliteDeliveryStore, type DeliveryStore } from "@/lib/content/webhook-replay";
import { bundledDocuments } from "../dataset-with";
import { type ContentLake, startContentLake } from "./server.mjs";
import { revalidateWebhook, type WebhookDelivery } from "./webhooks.mjs";

// Issue 42: 200 publishes under a stand-in as unkind as Sanity may be (deliveries delayed, reordered and
// duplicated, one idempotency key per transaction of several documents, drafts delivered now and then, a query
// lag per request), the site's instance restarted mid-way; then every document's page shows its last published
// revision. The site's side is the real webhook handler (lib/content/revalidate-webhook.ts) behind a real HTTP
// server, its real SQLite replay store and the real revision reader (@sanity/client); the pages are a model of
// Next's tag cache (an entry is stale once a tag it carries expired after it was written), read by visitors all
// along, so a page rendered before the Content Lake caught up is cached as Next would cache it.

const secret = "soak-secret";
/** 200 by default (the soak); SOAK_PUBLISHES runs a shorter or longer one. */
const publishes = Number(process.env.SOAK_PUBLISHES ?? 200);
const documents = (bundledDocuments() as Array<{ _id: string; _type: string }>)
  .filter((doc) => doc._type === "post" || doc._type === "service" || doc._type === "caseStudy")
  .slice(0, 24);

type Page = { rev: string | null; storedAt: number; tags: string[] };

/** The pages, cached as Next's data cache keeps reads: by tag, an entry stale once a tag of it expired after it was written. */
function pageCache(lake: ContentLake) {
  const reader = createClient({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiVersion: "2025-02-19",
    apiHost: lake.url,
    useProjectHostname: false,
    useCdn: false,
  });
  const pages = new Map<string, Page>();
  const expiredAt = new Map<string, number>();
  const fresh = (page: Page) => page.tags.every((tag) => (expiredAt.get(tag) ?? 0) < page.storedAt);
  return {
    expire(tags: string[]) {
      const now = performance.now();
      for (const tag of tags) expiredAt.set(tag, now);
    },
    /** A visitor's view of a document's page: the cached one, or rendered from what queries show now. */
    async view(doc: { _id: string; _type: string }): Promise<string | null> {
      const cached = pages.get(doc._id);
      if (cached && fresh(cached)) return cached.rev;
      const rev = await reader.fetch<string | null>("*[_id == $id][0]._rev", { id: doc._id });
      pages.set(doc._id, { rev, storedAt: performance.now(), tags: [typeTag(doc._type)] });
      return rev;
    },
  };
}

/** A Request of an incoming message, its body read. */
async function requestOf(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) if (typeof value === "string") headers.set(name, value);
  return new Request(new URL(message.url ?? "/", origin), { method: message.method, headers, body: Buffer.concat(chunks) });
}

/** What a process that died does from then on: nothing, and it never answers. */
const never = <T>() => new Promise<T>(() => {});

/**
 * One instance of the site's webhook: its server and its replay store (the SQLite file of its data directory).
 * `stop()` kills it as a crash would: its connections cut, and the deliveries it was carrying out go no further
 * (nothing expired, nothing recorded: its claims lapse and Sanity's retries are taken by the next instance).
 */
async function startInstance(lake: ContentLake, pages: ReturnType<typeof pageCache>, dataDir: string, port = 0) {
  const store: DeliveryStore = createSqliteDeliveryStore(dataDir);
  let alive = true;
  const deliveries: DeliveryStore = {
    firstDelivery: (keys, until) => (alive ? store.firstDelivery(keys, until) : never()),
    forget: (keys) => (alive ? store.forget(keys) : never()),
  };
  const reader = createRevisionReader({
    projectId: lake.projectId,
    dataset: lake.dataset,
    apiVersion: "2025-02-19",
    token: undefined,
    apiHost: lake.url,
  });
  const revalidator: Revalidator = {
    tags: (tags) => {
      if (alive) pages.expire(tags);
    },
    visible: (id, signal) => (alive ? reader(id, signal) : never()),
  };
  const server: Server = createServer(async (message, response) => {
    const answer = await handleRevalidateWebhook(await requestOf(message, "http://127.0.0.1"), secret, revalidator, Date.now, deliveries);
    response.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return {
    port: (server.address() as AddressInfo).port,
    async stop() {
      alive = false;
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await store.close?.();
    },
  };
}

/** Resolves once fewer than `most` deliveries are unsettled (pacing by the deliveries, not by time). */
function whenFewerUnsettled(lake: ContentLake, most: number): Promise<void> {
  const unsettled = () => lake.webhookDeliveries.filter((delivery) => !delivery.settledAt).length;
  if (unsettled() < most) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = lake.onWebhookDelivery(() => {
      if (unsettled() < most) {
        stop();
        resolve();
      }
    });
  });
}

const running: Array<{ stop: () => Promise<unknown> }> = [];
afterAll(async () => {
  for (const item of running.splice(0).reverse()) await item.stop();
});

describe("publishing under a stand-in as unkind as Sanity may be", () => {
  it(`converges: after ${publishes} publishes every document's page shows its last published revision`, { timeout: 300_000 }, async () => {
    const placeholder = createServer();
    await new Promise<void>((done) => placeholder.listen(0, "127.0.0.1", done));
    const sitePort = (placeholder.address() as AddressInfo).port;
    await new Promise<void>((done) => placeholder.close(() => done()));
    const lake = await startContentLake({
      delayMs: 50,
      webhooks: [
        {
          ...revalidateWebhook(`http://127.0.0.1:${sitePort}`, secret),
          retry: { initialMs: 100, factor: 2, maxMs: 1_000, giveUpAfterMs: 240_000 },
        },
      ],
      unkind: { seed: 7, deliveryDelayMs: 800, duplicateRate: 0.2, draftRate: 0.5, transactionKeys: true, queryLagMs: 400 },
    });
    running.push(lake);
    const pages = pageCache(lake);
    const dataDir = mkdtempSync(join(tmpdir(), "publish-soak-"));
    let site = await startInstance(lake, pages, dataDir, sitePort);
    running.push({ stop: () => site.stop() });
    // Visitors, all along: at every step of a delivery a page is viewed (rendered from what queries show then
    // when it is not cached), one view at a time.
    let views = 0;
    let viewing: Promise<unknown> = Promise.resolve();
    const stopVisits = lake.onWebhookDelivery(() => {
      const doc = documents[views++ % documents.length] as (typeof documents)[number];
      viewing = viewing.then(() => pages.view(doc)).catch(() => undefined);
    });
    const editor = createClient({
      projectId: lake.projectId,
      dataset: lake.dataset,
      apiVersion: "2025-02-19",
      apiHost: lake.url,
      useProjectHostname: false,
      useCdn: false,
    });
    const lastRevision = new Map<string, string>();
    let up = true;
    for (let publish = 0; publish < publishes; publish += 1) {
      if (up) await whenFewerUnsettled(lake, 30);
      if (publish % 20 === 0) console.info(`soak: publish ${publish}, ${lake.webhookDeliveries.length} deliveries, ${views} views`);
      // Every fifth publish a transaction of three documents (a release, a bulk action); now and then a draft.
      const changed =
        publish % 5 === 0
          ? [0, 1, 2].map((step) => documents[(publish + step * 7) % documents.length])
          : [documents[publish % documents.length]];
      const transaction = editor.transaction();
      for (const doc of changed) if (doc) transaction.patch(doc._id, { set: { soakRevision: publish } });
      if (publish % 10 === 3)
        transaction.createOrReplace({ _id: `drafts.${documents[0]?._id}`, _type: documents[0]?._type ?? "post", soakRevision: publish });
      const { transactionId } = await transaction.commit({ visibility: "async" });
      for (const doc of changed) if (doc) lastRevision.set(doc._id, transactionId);
      // The instance restarted mid-way: down for twenty publishes (Sanity retries), then up on the same data.
      if (publish === 100) {
        up = false;
        await site.stop();
      }
      if (publish === 120) {
        site = await startInstance(lake, pages, dataDir, sitePort);
        up = true;
      }
    }
    const all = await lake.waitForWebhooks({ since: 0 }, { timeoutMs: 240_000 });
    stopVisits();
    await viewing;
    expect(all.settled).toBe(true);
    // Every change of a published document was taken by one of its deliveries; the others (duplicates) were
    // refused as replays (409), nothing else.
    const taken = new Set(
      all.deliveries.filter((delivery) => delivery.state === "delivered").map((d) => `${d.transactionId} ${d.documentId}`),
    );
    const lost = all.deliveries.filter(
      (delivery) => !delivery.documentId.startsWith("drafts.") && !taken.has(`${delivery.transactionId} ${delivery.documentId}`),
    );
    expect(lost.map((delivery) => `${delivery.documentId}: ${delivery.error}`)).toEqual([]);
    expect(all.deliveries.filter((delivery) => delivery.state !== "delivered" && delivery.status !== 409)).toEqual([]);

    const stale: string[] = [];
    for (const doc of documents) {
      const published = lastRevision.get(doc._id);
      if (!published) continue;
      const shown = await pages.view(doc);
      if (shown !== published) stale.push(`${doc._id}: shows ${shown}, published ${published}`);
    }
    expect(lastRevision.size).toBe(documents.length);
    unkindAsAsked(all.deliveries);
    report(lake.webhookDeliveries);
    expect(stale).toEqual([]);
  });
});

/** The stand-in was as unkind as it was asked: duplicates, drafts, keys shared by documents, deliveries out of order. */
function unkindAsAsked(deliveries: WebhookDelivery[]) {
  expect(deliveries.some((delivery) => delivery.status === 409)).toBe(true);
  expect(deliveries.some((delivery) => delivery.documentId.startsWith("drafts."))).toBe(true);
  const documentsByKey = new Map<string, Set<string>>();
  for (const { idempotencyKey, documentId } of deliveries)
    documentsByKey.set(idempotencyKey, (documentsByKey.get(idempotencyKey) ?? new Set()).add(documentId));
  expect([...documentsByKey.values()].some((ids) => ids.size > 1)).toBe(true);
  const firstSent = (delivery: WebhookDelivery) => delivery.attempts[0]?.startedAt ?? "";
  const sorted = [...deliveries].sort((a, b) => a.seq - b.seq);
  expect(sorted.some((delivery, index) => index > 0 && firstSent(delivery) < firstSent(sorted[index - 1] as WebhookDelivery))).toBe(true);
}

/** Prints how long the deliveries took to be taken (the change on the site), the slowest first. */
function report(deliveries: WebhookDelivery[]) {
  const published = deliveries.filter((delivery) => !delivery.documentId.startsWith("drafts."));
  const times = published.map((delivery) => delivery.ms ?? 0).sort((a, b) => b - a);
  const attempts = published.map((delivery) => delivery.attempts.length);
  const statuses = new Map<number | string, number>();
  for (const attempt of published.flatMap((delivery) => delivery.attempts)) {
    const key = attempt.status ?? "no answer";
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const longestAttempt = Math.max(...published.flatMap((delivery) => delivery.attempts.map((attempt) => attempt.ms)));
  console.info(
    `soak: ${published.length} deliveries of published documents (${deliveries.length - published.length} drafts); ` +
      `change to taken: slowest ${times[0]} ms, median ${times[Math.floor(times.length / 2)]} ms; ` +
      `attempts at most ${Math.max(...attempts)}; answers ${JSON.stringify(Object.fromEntries(statuses))}; longest answer ${longestAttempt} ms`,
  );
}
