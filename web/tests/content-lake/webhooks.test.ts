import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { afterEach, describe, expect, it } from "vitest";
import { bundledDocuments } from "../dataset-with";
import { type ContentLake, startContentLake } from "./server.mjs";
import { revalidateProjection, type WebhookConfig, type WebhookDelivery } from "./webhooks.mjs";

// The stand-in's webhooks, received by a real HTTP server: what arrives (body, headers, signature), what the
// trigger, filter and projection pick, retries when the receiver fails or is away, and the order of deliveries.

type Doc = { _id: string; _type: string; title?: string; slug?: { current: string } };
const documents = bundledDocuments() as Doc[];
const post = documents.find((doc) => doc._type === "post" && doc.slug && doc.title) as Doc & { slug: { current: string }; title: string };
const service = documents.find((doc) => doc._type === "service") as Doc;
const secret = "webhook-test-secret";

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/**
 * A site that receives webhooks: records each request, answers with the next status of `answers` (then 200);
 * an answer of 0 leaves the request unanswered (the sender's timeout).
 */
async function startReceiver(answers: number[] = [], port = 0) {
  const received: Received[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({
      method: request.method ?? "",
      url: request.url ?? "",
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    });
    const status = answers.shift() ?? 200;
    if (status === 0) return;
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ status }));
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`,
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const running: Array<{ stop: () => Promise<unknown> }> = [];
afterEach(async () => {
  for (const item of running.splice(0).reverse()) await item.stop();
});

async function lakeWith(webhooks: WebhookConfig[], delayMs = 0): Promise<ContentLake> {
  const lake = await startContentLake({ webhooks, delayMs });
  running.push(lake);
  return lake;
}
async function receiver(answers?: number[], port?: number) {
  const site = await startReceiver(answers, port);
  running.push(site);
  return site;
}

/** Fast back-off for tests: the sender's own timing, not the test's (the test waits on the delivery). */
const quickRetry = { initialMs: 20, factor: 2, maxMs: 200, giveUpAfterMs: 60_000 };

const hook = (url: string, extra: Partial<WebhookConfig> = {}): WebhookConfig => ({
  name: "revalidate",
  url,
  secret,
  projection: revalidateProjection,
  retry: quickRetry,
  ...extra,
});

async function settled(lake: ContentLake, transaction: string): Promise<WebhookDelivery[]> {
  const { settled, deliveries } = await lake.waitForWebhooks({ transaction });
  expect(settled).toBe(true);
  return deliveries;
}

describe("webhooks the stand-in sends", () => {
  it("POSTs the projection, signed as @sanity/webhook verifies, with Sanity's headers", async () => {
    const site = await receiver();
    const lake = await lakeWith([hook(site.url)]);
    const title = `${post.title} (webhook ${Date.now()})`;
    const { transactionId } = await lake.mutate([{ patch: { id: post._id, set: { title } } }]);
    const [delivery] = await settled(lake, transactionId);
    expect(delivery).toMatchObject({ state: "delivered", status: 200, documentId: post._id, operation: "update" });
    expect(site.received).toHaveLength(1);
    const [request] = site.received;
    if (!request) throw new Error("nothing received");
    expect(request.method).toBe("POST");
    expect(JSON.parse(request.body)).toEqual({
      _id: post._id,
      _type: "post",
      _rev: transactionId,
      _updatedAt: delivery?.transactionTime,
      slug: post.slug.current,
      previousSlug: post.slug.current,
      operation: "update",
    });
    const signature = String(request.headers[SIGNATURE_HEADER_NAME]);
    expect(await isValidSignature(request.body, signature, secret)).toBe(true);
    expect(await isValidSignature(request.body, signature, "another secret")).toBe(false);
    expect(request.headers).toMatchObject({
      "content-type": "application/json",
      "user-agent": "Sanity.io webhook delivery",
      "idempotency-key": delivery?.idempotencyKey,
      "sanity-transaction-id": transactionId,
      "sanity-transaction-time": delivery?.transactionTime,
      "sanity-dataset": lake.dataset,
      "sanity-project-id": lake.projectId,
      "sanity-document-id": post._id,
      "sanity-operation": "update",
      "sanity-webhook-id": delivery?.webhookId,
    });
    expect(Date.parse(String(request.headers["sanity-transaction-time"]))).not.toBeNaN();
  });

  it("applies the filter and the projection, with before() and delta::operation(), on create, rename and delete", async () => {
    const site = await receiver();
    const lake = await lakeWith([hook(site.url, { filter: `_type == "post"`, projection: revalidateProjection })]);
    // Not a post: filtered out.
    const other = await lake.mutate([{ patch: { id: service._id, set: { title: `Service ${Date.now()}` } } }]);
    expect(await settled(lake, other.transactionId)).toEqual([]);
    const id = `post-webhook-${Date.now()}`;
    const created = await lake.mutate([{ create: { _id: id, _type: "post", title: "New", slug: { _type: "slug", current: "first" } } }]);
    const renamed = await lake.mutate([{ patch: { id, set: { slug: { _type: "slug", current: "second" } } } }]);
    const deleted = await lake.mutate([{ delete: { id } }]);
    for (const transaction of [created, renamed, deleted]) await settled(lake, transaction.transactionId);
    const time = ({ transactionId }: { transactionId: string }) =>
      lake.webhookDeliveries.find((delivery) => delivery.transactionId === transactionId)?.transactionTime;
    expect(site.received.map((request) => JSON.parse(request.body))).toEqual([
      {
        _id: id,
        _type: "post",
        _rev: created.transactionId,
        _updatedAt: time(created),
        slug: "first",
        previousSlug: null,
        operation: "create",
      },
      {
        _id: id,
        _type: "post",
        _rev: renamed.transactionId,
        _updatedAt: time(renamed),
        slug: "second",
        previousSlug: "first",
        operation: "update",
      },
      // A delete: the document in scope is the one before it.
      {
        _id: id,
        _type: "post",
        _rev: renamed.transactionId,
        _updatedAt: time(renamed),
        slug: "second",
        previousSlug: "second",
        operation: "delete",
      },
    ]);
    expect(site.received.map((request) => request.headers["sanity-operation"])).toEqual(["create", "update", "delete"]);
  });

  it("ignores drafts and versions unless the hook includes them, and triggers only on what it is set to", async () => {
    const site = await receiver();
    const drafts = await receiver();
    const lake = await lakeWith([
      hook(site.url, { on: ["update"], projection: "{_id}" }),
      hook(drafts.url, { name: "drafts", includeDrafts: true, projection: "_id" }),
    ]);
    const draft = await lake.mutate([{ createOrReplace: { ...post, _id: `drafts.${post._id}`, title: "Draft title" } }]);
    const version = await lake.mutate([{ createOrReplace: { ...post, _id: `versions.rSpring.${post._id}`, title: "Version" } }]);
    const published = await lake.mutate([{ patch: { id: post._id, set: { title: "Published title" } } }]);
    const created = await lake.mutate([{ create: { _id: `post-created-${Date.now()}`, _type: "post", title: "Created" } }]);
    for (const transaction of [draft, version, published, created]) await settled(lake, transaction.transactionId);
    // The first hook: the published update only (the draft, the version and the create left out).
    expect(site.received.map((request) => JSON.parse(request.body))).toEqual([{ _id: post._id }]);
    // The second: the draft too (a projection typed without braces is taken as meant), never the version.
    expect(drafts.received.map((request) => JSON.parse(request.body)._id)).toEqual([
      `drafts.${post._id}`,
      post._id,
      expect.stringMatching(/^post-created-/),
    ]);
  });

  it("retries after a 503 and after no answer, with the same idempotency key and a fresh valid signature", async () => {
    const site = await receiver([503, 0]);
    const lake = await lakeWith([hook(site.url, { timeoutMs: 500 })]);
    const { transactionId } = await lake.mutate([{ patch: { id: post._id, set: { title: `Retried ${Date.now()}` } } }]);
    const [delivery] = await settled(lake, transactionId);
    expect(delivery?.state).toBe("delivered");
    expect(delivery?.attempts.map((attempt) => attempt.status ?? "no answer")).toEqual([503, "no answer", 200]);
    expect(delivery?.attempts[1]?.error).toMatch(/no answer within 500 ms/);
    expect(site.received).toHaveLength(3);
    expect(new Set(site.received.map((request) => request.headers["idempotency-key"]))).toEqual(new Set([delivery?.idempotencyKey]));
    for (const request of site.received) {
      expect(request.body).toBe(delivery?.body);
      expect(await isValidSignature(request.body, String(request.headers[SIGNATURE_HEADER_NAME]), secret)).toBe(true);
    }
  });

  it("retries while the site is down (connection refused) and delivers once it is up", async () => {
    // A free port, then nothing listening on it.
    const away = await startReceiver();
    await away.stop();
    const lake = await lakeWith([hook(away.url)]);
    const firstFailure = new Promise<WebhookDelivery>((resolve) => {
      const stop = lake.onWebhookDelivery((delivery) => {
        if (delivery.state !== "retrying") return;
        stop();
        resolve(delivery);
      });
    });
    const { transactionId } = await lake.mutate([{ patch: { id: post._id, set: { title: `Down ${Date.now()}` } } }]);
    const retrying = await firstFailure;
    expect(retrying.attempts[0]?.error).toMatch(/ECONNREFUSED/);
    const site = await receiver([], away.port);
    const [delivery] = await settled(lake, transactionId);
    expect(delivery?.state).toBe("delivered");
    expect(site.received).toHaveLength(1);
    expect(delivery?.attempts.at(-1)?.status).toBe(200);
    expect(delivery?.attempts.slice(0, -1).every((attempt) => /ECONNREFUSED/.test(attempt.error ?? ""))).toBe(true);
  });

  it("keeps the order of changes while an earlier delivery is retried; a 4xx is not retried", async () => {
    const site = await receiver([503, 503]);
    const lake = await lakeWith([hook(site.url, { projection: `{"title": title}` })]);
    const titles = ["one", "two", "three", "four", "five"].map((word) => `${word} ${Date.now()}`);
    const transactions = [];
    for (const title of titles) transactions.push(await lake.mutate([{ patch: { id: post._id, set: { title } } }]));
    for (const { transactionId } of transactions) await settled(lake, transactionId);
    const delivered = site.received.filter((_, index) => index >= 2).map((request) => JSON.parse(request.body).title);
    expect(delivered).toEqual(titles);

    const refusing = await receiver([400]);
    const strict = await lakeWith([hook(refusing.url)]);
    const { transactionId } = await strict.mutate([{ patch: { id: post._id, set: { title: "Refused" } } }]);
    const [delivery] = await settled(strict, transactionId);
    expect(delivery).toMatchObject({ state: "failed", status: 400 });
    expect(delivery?.attempts).toHaveLength(1);
  });

  it("lists deliveries over HTTP and waits there for a transaction's", async () => {
    const site = await receiver([503]);
    const lake = await lakeWith([hook(site.url)]);
    const id = `post-http-${Date.now()}`;
    const { transactionId } = await lake.mutate([
      { create: { _id: id, _type: "post", title: "A" } },
      { create: { _id: `drafts.${id}-other`, _type: "post", title: "B" } },
    ]);
    const answer = await fetch(`${lake.url}/_standin/webhooks?transaction=${transactionId}&wait=1&timeout=20000`);
    const body = (await answer.json()) as { settled: boolean; deliveries: WebhookDelivery[]; webhooks: Array<{ name: string }> };
    expect(body.settled).toBe(true);
    expect(body.webhooks.map((item) => item.name)).toEqual(["revalidate"]);
    expect(body.deliveries.map((item) => [item.documentId, item.state, item.attempts.length])).toEqual([[id, "delivered", 2]]);
    const listed = (await (await fetch(`${lake.url}/_standin/webhooks?document=${id}`)).json()) as { deliveries: unknown[] };
    expect(listed.deliveries).toHaveLength(1);
  });

  it("refuses a hook it cannot send, naming it", async () => {
    await expect(startContentLake({ webhooks: [{ name: "broken", url: "http://127.0.0.1:1/", filter: "_type ==" }] })).rejects.toThrow(
      /webhook "broken"'s filter is not valid GROQ/,
    );
    await expect(startContentLake({ webhooks: [{ name: "nowhere", url: "/api/revalidate" }] })).rejects.toThrow(
      /webhook "nowhere": the URL/,
    );
  });
});
