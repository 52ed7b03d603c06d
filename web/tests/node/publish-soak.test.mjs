#!/usr/bin/env node
// `pnpm test:publish-soak`: issue 42's soak, on the real site. The production server (web/server.mjs) on the
// browser suite's Content Lake build (`.next-lake`, made by web/tests/serve.mjs against the stand-in: built here
// when there is none), served against a stand-in of its own made as unkind as Sanity may be
// (web/tests/content-lake/unkind.mjs: deliveries delayed, reordered and duplicated, one idempotency key per
// transaction of several documents, drafts delivered now and then, a query lag per request), whose webhook is
// the site's own (docs/sanity-project.md) delivered to the real /api/revalidate. 200 publishes (SOAK_PUBLISHES
// runs a shorter soak) change the titles of 24 posts, services and case studies, each with a marker naming the
// publish; visitors fetch those pages all along (at every step of a delivery), so Next's own caches (the page
// and data cache, server.mjs's page memory) fill with whatever renders the moment gives, stale ones included.
// Half-way the instance is killed (SIGKILL, while it carries out deliveries) and started again twenty publishes
// later on the same data directory and build. Once every delivery is settled, every document's page (its HTML
// over HTTP) must show its last published title. It prints the slowest convergence: from a publish to the
// first view of its page that showed it (or a later one).
// Node's test runner (scripts/test-all.mjs runs it under `node --test` after the browser suite, whose build it
// serves again).
//   node web/tests/node/publish-soak.test.mjs [--build]   (--build: build `.next-lake` first even when it is there)
import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { parseArgs } from "node:util";
import { documentAddress } from "../../../schemas/addresses.ts";
import { ensureBuild, freePort, percentile, startSite, stopAll, web } from "../../../scripts/lib/next-app.mjs";
import { startContentLake } from "../content-lake/server.mjs";
import { revalidateWebhook } from "../content-lake/webhooks.mjs";
import { e2eContentLakeUrl, e2eLakeServerEnv } from "../e2e-server.ts";

/** @import { ContentLake } from "../content-lake/server.mjs" */
/** @import { WebhookDelivery } from "../content-lake/webhooks.mjs" */

const { values } = parseArgs({ options: { build: { type: "boolean" } }, strict: false });
/** 200 by default (the issue's soak); SOAK_PUBLISHES runs a shorter or longer one. */
const publishes = Number(process.env.SOAK_PUBLISHES || 200);
const documentCount = 24;
const distDir = e2eLakeServerEnv.SITE_TEST_DIST_DIR;
const secret = e2eLakeServerEnv.SANITY_REVALIDATE_SECRET;
const unkind = { seed: 7, deliveryDelayMs: 800, duplicateRate: 0.2, draftRate: 0.5, transactionKeys: true, queryLagMs: 400 };
/** Fewer unsettled deliveries than this before the next publish, while the site is up: paced by the deliveries, not by time. */
const mostUnsettled = 30;
/** Only a failure waits this long: every delivery settles well within it. */
const settleWithinMs = 240_000;

/** @typedef {{ index: number; id: string; type: "post" | "service" | "caseStudy"; title: string; path: string }} Doc */
/** A view of a document's page: when it ended, how long it took, its status, the publish its title showed (-1: none), a draft's shown. @typedef {{ at: number; ms: number; status: number; shown: number; draft: boolean }} View */

/**
 * This run's name in every marker: the build's cache outlives a run, and a page a run before left there (the same
 * publishes, the same markers) must never pass for this run's.
 */
const run = Date.now().toString(36);
/** A publish's marker in a document's title: which run, which document, which publish. @param {Doc} doc @param {number} publish */
const marker = (doc, publish) => `[soak ${run} d${doc.index} p${publish}]`;
/** A draft's marker: never on a page, which shows published content only. */
const draftMarker = (/** @type {Doc} */ doc, /** @type {number} */ publish) => `[soak ${run} d${doc.index} draft p${publish}]`;
const anyDraftMarker = new RegExp(`\\[soak ${run} d\\d+ draft p\\d+\\]`);

/**
 * The publish a page shows of its own document: the oldest of its markers in the HTML (the title is in the
 * heading, the head and the breadcrumbs: a page that mixes an old render with a new one shows the old), -1 for none.
 * @param {string} html @param {Doc} doc
 */
function shownOn(html, doc) {
  const found = [...html.matchAll(new RegExp(`\\[soak ${run} d${doc.index} p(\\d+)\\]`, "g"))].map((match) => Number(match[1]));
  return found.length > 0 ? Math.min(...found) : -1;
}

/**
 * The Content Lake site's settings (web/tests/e2e-server.ts, as web/tests/serve.mjs serves it), reading this stand-in.
 * Its images are named at the browser suite's stand-in's address (the CDN, as Sanity's, is another host than the
 * API): pages this soak leaves in the build's cache name the same image host as the ones that suite renders.
 * @param {ContentLake} lake @param {string} dataDir
 * @returns {Record<string, string>}
 */
function siteSettings(lake, dataDir) {
  const suite = Object.entries(e2eLakeServerEnv).filter(([name]) => !name.startsWith("E2E_") && name !== "CAROOT");
  return {
    ...Object.fromEntries(suite),
    SANITY_PROJECT_ID: lake.projectId,
    SANITY_DATASET: lake.dataset,
    SITE_TEST_SANITY_API_HOST: lake.url,
    SITE_TEST_SANITY_CDN_URL: e2eContentLakeUrl,
    CONTACT_DATA_DIR: dataDir,
  };
}

/** 24 posts, services and case studies, the types taken in turn, with their addresses. @param {ContentLake} lake @returns {Promise<Doc[]>} */
async function documentsOf(lake) {
  const found = /** @type {Array<{ _id: string; _type: Doc["type"]; title: string; slug: string }>} */ (
    await lake.query(
      `*[_type in ["post", "service", "caseStudy"] && defined(slug.current)] | order(_id asc) {_id, _type, title, "slug": slug.current}`,
    )
  );
  const lists = ["post", "service", "caseStudy"].map((type) => found.filter((doc) => doc._type === type));
  /** @type {Doc[]} */
  const docs = [];
  for (let row = 0; docs.length < documentCount && lists.some((list) => list.length > row); row += 1) {
    for (const doc of lists.map((list) => list[row])) {
      if (doc && docs.length < documentCount)
        docs.push({ index: docs.length, id: doc._id, type: doc._type, title: doc.title, path: documentAddress(doc._type, doc.slug) });
    }
  }
  return docs;
}

/** An editor's publish: one transaction through the stand-in's Mutations API (answered at once). @param {ContentLake} lake @param {unknown[]} mutations */
async function commit(lake, mutations) {
  const response = await fetch(`${lake.url}/v2025-02-19/data/mutate/${lake.dataset}?visibility=async`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mutations }),
  });
  const text = await response.text();
  assert.equal(response.status, 200, text);
  return /** @type {{ transactionId: string }} */ (JSON.parse(text)).transactionId;
}

/** One visitor's view of a document's page. @param {string} site @param {Doc} doc @returns {Promise<View>} */
async function view(site, doc) {
  const began = performance.now();
  try {
    const response = await fetch(`${site}${doc.path}`, { signal: AbortSignal.timeout(60_000) });
    const html = await response.text();
    return {
      at: performance.now(),
      ms: performance.now() - began,
      status: response.status,
      shown: response.ok ? shownOn(html, doc) : -1,
      draft: anyDraftMarker.test(html),
    };
  } catch {
    // The instance is down (killed, not started yet): no answer.
    return { at: performance.now(), ms: performance.now() - began, status: 0, shown: -1, draft: false };
  }
}

/**
 * Visitors, `count` at a time: one view owed at every change of a delivery (a few at most: a visitor busy when
 * several come takes one), a document whose delivery was just taken viewed first, the others in turn.
 * @param {Doc[]} docs @param {(doc: Doc) => Promise<unknown>} look
 */
function visitors(docs, look, count = 2) {
  /** @type {Set<Doc>} */
  const first = new Set();
  /** @type {Set<Promise<unknown>>} */
  const running = new Set();
  let owed = 0;
  let turn = 0;
  let stopped = false;
  const pump = () => {
    while (!stopped && running.size < count && (first.size > 0 || owed > 0)) {
      let [doc] = first;
      if (doc) first.delete(doc);
      else {
        owed -= 1;
        doc = /** @type {Doc} */ (docs[turn++ % docs.length]);
      }
      const viewing = look(doc).finally(() => {
        running.delete(viewing);
        pump();
      });
      running.add(viewing);
    }
  };
  return {
    /** A delivery changed (`taken`: its document's, when the site took it). @param {Doc | undefined} taken */
    heard(taken) {
      if (taken) first.add(taken);
      owed = Math.min(owed + 1, count * 2);
      pump();
    },
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}

/** Resolves once fewer than `most` deliveries are unsettled. @param {ContentLake} lake @param {number} most */
function whenFewerUnsettled(lake, most) {
  const unsettled = () => lake.webhookDeliveries.filter((delivery) => !delivery.settledAt).length;
  return whenDelivery(lake, () => unsettled() < most);
}

/** Resolves once `ready()` holds, checked now and at every change of a delivery. @param {ContentLake} lake @param {() => boolean} ready */
function whenDelivery(lake, ready) {
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = lake.onWebhookDelivery(() => {
      if (ready()) {
        stop();
        resolve(undefined);
      }
    });
  });
}

/** What the stand-in was asked to be, shown by its deliveries: the problems, none when it was that unkind. @param {WebhookDelivery[]} deliveries */
function notUnkind(deliveries) {
  const documentsByKey = new Map();
  for (const { idempotencyKey, documentId } of deliveries)
    documentsByKey.set(idempotencyKey, (documentsByKey.get(idempotencyKey) ?? new Set()).add(documentId));
  const firstSent = (/** @type {WebhookDelivery} */ delivery) => delivery.attempts[0]?.startedAt ?? "";
  const sorted = [...deliveries].sort((a, b) => a.seq - b.seq);
  const checks = {
    "a duplicate refused as a replay (409)": deliveries.some((delivery) => delivery.status === 409),
    "a draft delivered": deliveries.some((delivery) => delivery.documentId.startsWith("drafts.")),
    "one idempotency key for several documents": [...documentsByKey.values()].some((ids) => ids.size > 1),
    "deliveries out of order": sorted.some(
      (delivery, index) => index > 0 && firstSent(delivery) < firstSent(sorted[index - 1] ?? delivery),
    ),
    "an attempt cut or refused by the killed instance": deliveries.some((delivery) => delivery.attempts.some((attempt) => attempt.error)),
  };
  return Object.entries(checks)
    .filter(([, seen]) => !seen)
    .map(([what]) => `not seen: ${what}`);
}

/**
 * From each publish of a document to the first view of its page that showed it or a later one (ms), and the same
 * for each document's last publish; a publish no view showed counts as not converged (Infinity).
 * @param {Map<string, Array<{ publish: number; at: number }>>} history @param {Map<string, View[]>} seen
 */
function convergence(history, seen) {
  /** @type {Array<{ id: string; publish: number; ms: number; last: boolean }>} */
  const times = [];
  for (const [id, published] of history) {
    const views = seen.get(id) ?? [];
    published.forEach(({ publish, at }, index) => {
      const shown = views.find((item) => item.at >= at && item.shown >= publish);
      times.push({ id, publish, ms: shown ? shown.at - at : Number.POSITIVE_INFINITY, last: index === published.length - 1 });
    });
  }
  return times;
}

/**
 * One publish, numbered `publish`: the title of one document, or every fifth time of three in one transaction (a
 * release, a bulk action), and now and then a draft beside them. Resolves once the stand-in accepted it.
 * @param {ContentLake} lake @param {Doc[]} docs @param {number} publish
 */
async function publishOnce(lake, docs, publish) {
  const changed = /** @type {Doc[]} */ (
    publish % 5 === 0 ? [0, 7, 14].map((step) => docs[(publish + step) % docs.length]) : [docs[publish % docs.length]]
  );
  /** @type {unknown[]} */
  const mutations = changed.map((doc) => ({ patch: { id: doc.id, set: { title: `${doc.title} ${marker(doc, publish)}` } } }));
  const drafted = publish % 10 === 3 ? docs[(publish * 3) % docs.length] : undefined;
  if (drafted)
    mutations.push({
      createOrReplace: { _id: `drafts.${drafted.id}`, _type: drafted.type, title: `${drafted.title} ${draftMarker(drafted, publish)}` },
    });
  const transactionId = await commit(lake, mutations);
  return { changed, drafted: Boolean(drafted), transactionId, at: performance.now() };
}

/**
 * The soak's figures: publishes, those of three documents and those with a draft; the publish the instance was
 * killed at, the deliveries it was carrying out then, the publish it was started again at, how long it was down
 * and how long its start took; when the publishing ended and when every delivery had settled (ms from the start).
 * @typedef {{ publishes: number; transactions: number; drafts: number; killAt: number; inFlight: number; restartAt: number; firstStartMs: number; downMs: number; startMs: number; publishedMs: number; settledMs: number }} Figures
 */

/**
 * What the soak prints: the publishes and their pace, the restart, the deliveries and the site's answers, the
 * views, and the convergence (the slowest, and the slowest of each page's last publish).
 * @param {{ figures: Figures; deliveries: WebhookDelivery[]; seen: Map<string, View[]>; times: ReturnType<typeof convergence>; docs: Doc[]; logs: string }} soak
 */
function report({ figures, deliveries, seen, times, docs, logs }) {
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  const published = deliveries.filter((delivery) => !delivery.documentId.startsWith("drafts."));
  /** @type {Record<string, number>} */
  const answers = {};
  for (const attempt of published.flatMap((delivery) => delivery.attempts)) {
    const key = String(attempt.status ?? "no answer");
    answers[key] = (answers[key] ?? 0) + 1;
  }
  const pathOf = (/** @type {string} */ id) => docs.find((doc) => doc.id === id)?.path;
  const slowest = (/** @type {typeof times} */ list) => list.reduce((a, b) => (b.ms > a.ms ? b : a));
  const all = slowest(times);
  const last = slowest(times.filter((time) => time.last));
  const durations = times.map((time) => time.ms);
  const median = percentile(durations, 50);
  const views = [...seen.values()].flat();
  const answered = views.filter((item) => item.status === 200);
  const attempts = Math.max(...published.map((delivery) => delivery.attempts.length));
  const took = published.filter((delivery) => delivery.state === "delivered").map((delivery) => delivery.ms ?? 0);
  const givenUp = (logs.match(/did not show/g) ?? []).length;
  console.info(
    [
      `soak: ${figures.publishes} publishes (${figures.transactions} of three documents in one transaction, ${figures.drafts} with a draft) to ${docs.length} pages in ${seconds(figures.publishedMs)}; every delivery settled at ${seconds(figures.settledMs)}`,
      `soak: the instance killed (SIGKILL) at publish ${figures.killAt} while it carried out ${figures.inFlight} deliveries, started again at publish ${figures.restartAt}: down ${seconds(figures.downMs)}, of which its start ${seconds(figures.startMs)} (the first start: ${seconds(figures.firstStartMs)})`,
      `soak: ${published.length} deliveries of published documents and ${deliveries.length - published.length} of drafts; attempts at most ${attempts}; the site's answers ${JSON.stringify(answers)}; ${givenUp} waits for the Content Lake given up (503); a change to its delivery taken (2xx): median ${percentile(took, 50)} ms, slowest ${Math.max(...took)} ms`,
      `soak: ${answered.length} page views answered (median ${percentile(
        answered.map((item) => item.ms),
        50,
      ).toFixed(0)} ms each), ${views.length - answered.length} not (the instance down)`,
      `soak: convergence, a publish to the first of those views of its page showing it or a later one: median ${median.toFixed(0)} ms, slowest ${all.ms.toFixed(0)} ms (${pathOf(all.id)}, publish ${all.publish})`,
      `soak: slowest convergence of a page's last publish: ${last.ms.toFixed(0)} ms (${pathOf(last.id)}, publish ${last.publish})`,
    ].join("\n"),
  );
}

/** @type {ContentLake | undefined} */
let lake;
/** The instance's port, the same after its restart: the webhook's URL names it. */
let port = 0;
let dataDir = "";
before(async () => {
  port = await freePort();
  lake = await startContentLake({
    delayMs: 50,
    cdnUrl: e2eContentLakeUrl,
    webhooks: [
      {
        ...revalidateWebhook(`http://127.0.0.1:${port}`, secret),
        retry: { initialMs: 100, factor: 2, maxMs: 1_000, giveUpAfterMs: settleWithinMs },
      },
    ],
    unkind,
  });
  // The site's data directory (the SQLite file that remembers deliveries), kept across the restart.
  dataDir = mkdtempSync(join(tmpdir(), "publish-soak-"));
  if (values.build) rmSync(join(web, distDir), { recursive: true, force: true });
  // The browser suite's Content Lake build; none yet (a run of this alone): built as web/tests/serve.mjs builds it.
  await ensureBuild(distDir, { when: "missing", env: siteSettings(lake, dataDir) });
});
after(async () => {
  await stopAll();
  await lake?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("publishing to the real site under a stand-in as unkind as Sanity may be", () => {
  it(`converges: after ${publishes} publishes and a killed instance, every changed page shows its last published title`, {
    timeout: 900_000,
  }, async () => {
    assert.ok(lake, "the stand-in runs");
    assert.ok(publishes >= documentCount, `SOAK_PUBLISHES: at least ${documentCount}, so that every page is published`);
    const standIn = lake;
    const started = performance.now();
    const site = `http://127.0.0.1:${port}`;
    const env = siteSettings(standIn, dataDir);
    /** @type {Array<Awaited<ReturnType<typeof startSite>>>} */
    const instances = [await startSite({ distDir, port, env })];
    const firstStartMs = performance.now() - started;
    const docs = await documentsOf(standIn);
    assert.equal(docs.length, documentCount, `the dataset has ${documentCount} posts, services and case studies`);
    // Every page answers before the first publish (and is in Next's caches from then on).
    for (const doc of docs) assert.equal((await fetch(`${site}${doc.path}`)).status, 200, doc.path);

    // Visitors all along: a view at every change of a delivery, the page of a document whose delivery the site
    // just took first. Every view is kept: when it ended, and the publish it showed.
    /** @type {Map<string, View[]>} */
    const seen = new Map(docs.map((doc) => [doc.id, []]));
    const look = async (/** @type {Doc} */ doc) => {
      const result = await view(site, doc);
      seen.get(doc.id)?.push(result);
      return result;
    };
    const crowd = visitors(docs, look);
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    const stopHearing = standIn.onWebhookDelivery((delivery) =>
      crowd.heard(delivery.state === "delivered" ? byId.get(delivery.documentId) : undefined),
    );

    /** @type {Map<string, Array<{ publish: number; at: number }>>} each document's publishes, in order, and when each was accepted */
    const history = new Map();
    const killAt = Math.floor(publishes / 2);
    const restartAt = killAt + Math.max(1, Math.floor(publishes / 10));
    /** @type {Figures} */
    const figures = {
      publishes,
      transactions: 0,
      drafts: 0,
      killAt,
      inFlight: 0,
      restartAt,
      firstStartMs,
      downMs: 0,
      startMs: 0,
      publishedMs: 0,
      settledMs: 0,
    };
    const sending = () => standIn.webhookDeliveries.filter((delivery) => delivery.state === "sending").length;
    let lastTransaction = "";
    let killed = 0;
    for (let publish = 0; publish < publishes; publish += 1) {
      // Paced by the deliveries while the site is up; while it is down, the editors go on publishing.
      if (killed === 0) await whenFewerUnsettled(standIn, mostUnsettled);
      if (publish % 20 === 0) console.info(`soak: publish ${publish}, ${standIn.webhookDeliveries.length} deliveries so far`);
      const { changed, drafted, transactionId, at } = await publishOnce(standIn, docs, publish);
      lastTransaction = transactionId;
      for (const doc of changed) history.set(doc.id, [...(history.get(doc.id) ?? []), { publish, at }]);
      if (changed.length > 1) figures.transactions += 1;
      if (drafted) figures.drafts += 1;
      if (publish === figures.killAt) {
        // Killed while it carries out deliveries (each waits a second at least for the Content Lake to show it).
        await whenDelivery(standIn, () => sending() > 0);
        figures.inFlight = sending();
        await instances[0]?.stop("SIGKILL");
        killed = performance.now();
      }
      if (publish === figures.restartAt) {
        const starting = performance.now();
        instances.push(await startSite({ distDir, port, env }));
        figures.startMs = performance.now() - starting;
        figures.downMs = performance.now() - killed;
        killed = 0;
      }
    }
    figures.publishedMs = performance.now() - started;
    // The last transaction's deliveries made (its changes evaluated after every earlier one's), then all settled.
    const last = await standIn.waitForWebhooks({ transaction: lastTransaction }, { timeoutMs: settleWithinMs });
    const settled = last.settled ? await standIn.waitForWebhooks({ since: 0 }, { timeoutMs: settleWithinMs }) : last;
    figures.settledMs = performance.now() - started;
    stopHearing();
    await crowd.stop();

    // Every page once more, now that nothing more will be delivered: what it shows now it shows until the next publish.
    /** @type {string[]} */
    const stale = [];
    for (const doc of docs) {
      const final = history.get(doc.id)?.at(-1);
      const { shown, status } = await look(doc);
      if (shown !== final?.publish)
        stale.push(
          `${doc.path}: shows ${shown < 0 ? `no publish of this run (status ${status})` : `publish ${shown}`}, last published ${final?.publish}`,
        );
    }
    const deliveries = standIn.webhookDeliveries;
    // What the instances said, Node's notes on its experimental SQLite left out.
    const logs = instances
      .map((instance) => instance.log())
      .join("")
      .replace(/^\(node:\d+\) ExperimentalWarning: .*\n(?:\(Use `node --trace-warnings.*\n)?/gm, "");
    const times = convergence(history, seen);
    report({ figures, deliveries, seen, times, docs, logs });

    assert.equal(settled.settled, true, `deliveries still unsettled after ${settleWithinMs} ms`);
    // Every change of a published document was taken: one of its deliveries answered 2xx, or the site carried it
    // out and its answer was lost (an attempt without one: the kill), so the retry was refused as done (409).
    // The other deliveries (duplicates) were refused as replays (409), nothing else.
    const change = (/** @type {WebhookDelivery} */ delivery) => `${delivery.transactionId} ${delivery.documentId}`;
    const taken = new Set(deliveries.filter((delivery) => delivery.state === "delivered").map(change));
    const answerLost = new Set(deliveries.filter((delivery) => delivery.attempts.some((attempt) => attempt.error)).map(change));
    const published = deliveries.filter((delivery) => !delivery.documentId.startsWith("drafts."));
    assert.deepEqual(
      published
        .filter((delivery) => !taken.has(change(delivery)) && !answerLost.has(change(delivery)))
        .map((d) => `${d.documentId}: ${d.error}`),
      [],
    );
    assert.deepEqual(
      deliveries.filter((delivery) => delivery.state !== "delivered" && delivery.status !== 409).map((d) => `${d.documentId}: ${d.error}`),
      [],
    );
    assert.deepEqual(notUnkind(deliveries), []);
    assert.equal(history.size, docs.length, "every document was published");
    assert.equal([...seen.values()].flat().filter((item) => item.draft).length, 0, "no page showed a draft");
    assert.deepEqual(stale, [], `pages stale at the end; the site's log ends:\n${logs.slice(-3000)}`);
  });
});
