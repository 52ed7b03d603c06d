#!/usr/bin/env node
// A stand-in for Sanity's Content Lake: a real HTTP server speaking the part of Sanity's HTTP API the site,
// @sanity/client and the tests use, over a dataset held as the Content Lake holds it after
// `sanity dataset import` of content/production.ndjson. The site reaches it through the documented setting
// @sanity/client supports (SITE_TEST_SANITY_API_HOST → `apiHost`, `useProjectHostname: false`), never a test-only path.
//
//   GET  /v<version>/data/query/<dataset>?query=…&$name=<json>&perspective=…   GROQ (groq-js), { query, result, ms }
//        &resultSourceMap=true|withKeyArraySelector adds a Content Source Map (source-map.mjs)
//   POST /v<version>/data/query/<dataset>  { query, params }                    the same (the client posts long queries)
//   GET  /v<version>/data/doc/<dataset>/<id,id>                                 documents by id
//   POST /v<version>/data/mutate/<dataset>  { mutations: [...] }                create, createOrReplace, createIfNotExists,
//                                                                                delete, patch (@sanity/mutator applies them)
//   GET  /images/<project>/<dataset>/<sha1>-<w>x<h>.<ext>?w=&h=&fit=&rect=&fm=&auto=format&q=   the image CDN (sharp)
//   GET  /files/<project>/<dataset>/<sha1>.<ext>[?dl=name]                      the file CDN
//   POST /v<version>/assets/images|files/<dataset>[?filename=]                  an upload (the body: the file's bytes)
//   GET  /_standin/log, DELETE /_standin/log                                    the request log (a bench in another process)
//   GET  /_standin/webhooks?transaction=&document=&since=&wait=1, DELETE        the webhooks it sent (webhooks.mjs)
//
// And what the built Studio needs (studio-api.mjs): CORS for loopback origins, one signed-in user and a
// dataset ACL, the listen stream (listen.mjs), the Actions API (actions.mjs), history, the live events
// stream. `text::query()` (the Studio's search and document lists), which groq-js does not implement, is
// rewritten before evaluation into the `match` it stands for: its words (a trailing `*` a prefix, a quoted
// phrase its words), negated words (`-word`) dropped.
//
// The modules: the store (store.mjs: documents, the replica queries read, the transaction hook), the query
// (query.mjs, perspectives.mjs) and the transaction (mutate.mjs), the import (assets.mjs), the socket
// (transport.mjs), the request log (request-log.mjs), and a routing table per API (router.mjs): data-routes.mjs
// (query, doc, mutate), asset-routes.mjs (CDN, uploads), studio-api.mjs (account, listen, actions, history,
// live), admin-routes.mjs (the log, the webhooks sent).
//
// The Content Lake is eventually consistent: a mutation becomes visible to queries `delayMs` after it is
// accepted, as a read replica lags behind the write (what next-sanity's webhook helper waits for). The
// mutate endpoint answers as Sanity's does for its `visibility`: `sync` (@sanity/client's default) once the
// change is visible to queries, `async` and `deferred` at once. The Actions API answers at once (the Studio's
// publish, whose webhook may arrive before queries see it). Perspectives: `published` (the default from API version 2025-02-19), `drafts`
// (`previewDrafts`: drafts over published), `raw`, and release stacks (`rA,drafts`).
//
// It sends GROQ-powered webhooks as Sanity does (webhooks.mjs): `startContentLake({ webhooks: [...] })`, or
// `--webhook <url> --webhook-secret <secret>` (the site's projection, every document type).
//
//   node web/tests/content-lake/server.mjs [--port 3334] [--dataset ../content/production.ndjson]
//     [--project standin] [--dataset-name production] [--delay-ms 0] [--host 127.0.0.1]
//     [--webhook http://127.0.0.1:3000/api/revalidate --webhook-secret <secret> [--webhook-filter <groq>]
//      [--webhook-projection <groq>]]
import { stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { logAdminRoutes, webhooksAdminRoutes } from "./admin-routes.mjs";
import { cdnRoutes, uploadRoutes } from "./asset-routes.mjs";
import { importDataset } from "./assets.mjs";
import { dataRoutes } from "./data-routes.mjs";
import { mutate } from "./mutate.mjs";
import { runQuery } from "./query.mjs";
import { createRequestLog } from "./request-log.mjs";
import { requestListener } from "./router.mjs";
import { createStore } from "./store.mjs";
import { studioRoutes } from "./studio-api.mjs";
import { listen } from "./transport.mjs";
import { unkindness } from "./unkind.mjs";
import { createWebhookSender, revalidateProjection, revalidateWebhook } from "./webhooks.mjs";

/** @import { WebhookConfig, WebhookDelivery } from "./webhooks.mjs" */
/** @import { Lake, Route } from "./router.mjs" */

export { textQueryPattern } from "./query.mjs";

/** @typedef {{ _id: string; _type: string; [key: string]: unknown }} SanityDocument */

/**
 * A request as the stand-in logged it.
 * @typedef {object} LogEntry
 * @property {number} seq
 * @property {string} time
 * @property {string} method
 * @property {string} path
 * @property {"query" | "mutate" | "doc" | "image" | "file" | "standin" | "upload" | "listen" | "actions" | "history" | "account" | "live" | "other"} kind
 * @property {string} [tag]
 * @property {string} [query]
 * @property {Record<string, unknown>} [params]
 * @property {string} [perspective]
 * @property {unknown[]} [mutations]
 * @property {number} status
 * @property {number} bytes
 * @property {number} ms
 */

/**
 * A running stand-in.
 * @typedef {object} ContentLake
 * @property {string} url
 * @property {string} studioApiHost the API host to give the Studio (SANITY_STUDIO_API_HOST): HTTP/2 over TLS on the same
 *   port, where a browser's many held-open listen streams share one connection (tls.mjs)
 * @property {string} projectId
 * @property {string} dataset
 * @property {LogEntry[]} log Every request so far (a live array: read it, or empty it with `log.length = 0`).
 * @property {(query: string, params?: Record<string, unknown>, perspective?: string) => Promise<unknown>} query
 * @property {(mutations: unknown[], options?: { transactionId?: string; returnDocuments?: boolean }) => Promise<{ transactionId: string; results: Array<{ id: string; operation: string; document?: SanityDocument }> }>} mutate
 * @property {() => SanityDocument[]} assets
 * @property {WebhookDelivery[]} webhookDeliveries Every webhook delivery so far, with its attempts (a live array).
 * @property {(filter: { transaction?: string; document?: string; webhook?: string; since?: number }, options?: { timeoutMs?: number }) => Promise<{ settled: boolean; deliveries: WebhookDelivery[] }>} waitForWebhooks
 *   Resolves once the deliveries named are delivered or given up (a transaction's: when its changes were evaluated).
 * @property {(listener: (delivery: WebhookDelivery) => void) => () => void} onWebhookDelivery Calls `listener` at every
 *   change of a delivery (queued, sending, retrying, delivered, failed); returns the function that stops the calls.
 * @property {(listener: (transaction: Transaction) => void) => () => void} onTransaction Calls `listener` with every
 *   transaction accepted from now on, whoever sent it (the mutate endpoint, `mutate` in the process); returns the
 *   function that stops the calls.
 * @property {() => Promise<void>} stop
 */

/**
 * An accepted transaction, as the listen stream and the webhooks tell it: each document it changed, before and
 * after (null where the document did not exist, or no longer does), in the order first changed.
 * @typedef {object} Transaction
 * @property {string} transactionId
 * @property {string} timestamp when it was accepted (ISO); the documents' new `_updatedAt`
 * @property {number} visibleAt when queries see it (Date.now() milliseconds: `delayMs` after it was accepted)
 * @property {unknown[]} mutations the mutations as the body brought them
 * @property {Array<{ id: string; before: SanityDocument | null; after: SanityDocument | null }>} changes
 */

const here = dirname(fileURLToPath(import.meta.url));
/** The bundled dataset, in Sanity's export format (assets as `_sanityAsset` beside it). */
export const bundledDataset = resolve(here, "..", "..", "..", "content", "production.ndjson");

/**
 * Every route, in the order they are tried: the data API, the CDN, the webhooks sent, uploads, the Studio's,
 * the request log.
 * @param {Lake} lake @returns {Route[]}
 */
const routesOf = (lake) => [
  ...dataRoutes(lake),
  ...cdnRoutes(lake),
  ...webhooksAdminRoutes(lake),
  ...uploadRoutes(lake),
  ...studioRoutes(lake),
  ...logAdminRoutes(lake),
];

/**
 * Starts the stand-in. `datasetFile`: an NDJSON export (assets beside it), by default the bundled dataset.
 * `port` 0 picks a free one. `cdnUrl`: the asset URLs' base, by default the server itself.
 * `webhooks`: GROQ-powered webhooks it sends on every accepted change (webhooks.mjs). `unkind`: as unkind as
 * Sanity may be (unkind.mjs: delayed, duplicated, reordered deliveries, transaction keys, drafts, query lag); none: kind.
 * @param {{ datasetFile?: string; port?: number; host?: string; projectId?: string; dataset?: string; delayMs?: number; cdnUrl?: string; webhooks?: WebhookConfig[]; unkind?: import("./unkind.mjs").Unkindness }} [options]
 * @returns {Promise<ContentLake>}
 */
export async function startContentLake({
  datasetFile = bundledDataset,
  port = 0,
  host = "127.0.0.1",
  projectId = "standin",
  dataset = "production",
  delayMs = 0,
  cdnUrl,
  webhooks = [],
  unkind: unkindOptions,
} = {}) {
  const unkind = unkindness(unkindOptions);
  const store = createStore({ delayMs, lag: unkind.queryLag, maxLagMs: unkind.queryLagMs });
  // Checked before the server listens: a hook with a bad URL, filter or projection is a clear error at start.
  const webhookSender = createWebhookSender({ projectId, dataset, webhooks, unkind });
  store.onTransaction(webhookSender.hear);
  /** @type {Lake} */
  const lake = {
    projectId,
    dataset,
    store,
    files: new Map(),
    cdnUrl: "",
    mutate: (mutations, options) => mutate(store, mutations, options),
    requests: createRequestLog(),
    webhooks: webhookSender,
  };
  let url = "";
  const server = await listen({ port, host, projectId, onRequest: requestListener(routesOf(lake), lake.requests, () => url) });
  url = `http://${host}:${server.port}`;
  lake.cdnUrl = (cdnUrl ?? url).replace(/\/$/, "");
  try {
    const imported = await importDataset(datasetFile, { projectId, dataset, cdnUrl: lake.cdnUrl });
    store.load(imported.documents);
    for (const [name, file] of imported.files) lake.files.set(name, file);
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    url,
    studioApiHost: `${server.secure ? "https" : "http"}://localhost:${server.port}`,
    projectId,
    dataset,
    log: lake.requests.log,
    query: async (text, params = {}, perspective = "published") =>
      (await runQuery(store, { projectId, dataset }, text, params, perspective)).result,
    mutate: lake.mutate,
    assets: () => [...lake.files.values()].map((file) => file.document),
    onTransaction: store.onTransaction,
    webhookDeliveries: webhookSender.deliveries,
    waitForWebhooks: webhookSender.waitFor,
    onWebhookDelivery: webhookSender.onDelivery,
    stop: () => {
      webhookSender.stop();
      return server.close();
    },
  };
}

/** The command line: a stand-in a dev server (or a bench in another process) can be pointed at. */
async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "3334" },
      host: { type: "string", default: "127.0.0.1" },
      dataset: { type: "string", default: bundledDataset },
      project: { type: "string", default: "standin" },
      "dataset-name": { type: "string", default: "production" },
      "delay-ms": { type: "string", default: "0" },
      webhook: { type: "string", multiple: true, default: [] },
      "webhook-secret": { type: "string" },
      "webhook-filter": { type: "string", default: "" },
      "webhook-projection": { type: "string", default: revalidateProjection },
    },
  });
  const lake = await startContentLake({
    datasetFile: resolve(values.dataset),
    port: Number(values.port),
    host: values.host,
    projectId: values.project,
    dataset: values["dataset-name"],
    delayMs: Number(values["delay-ms"]),
    // Each the site's webhook (docs/sanity-project.md), to the URL given, its filter and projection as asked.
    webhooks: values.webhook.map((url, index) => ({
      ...revalidateWebhook(url, values["webhook-secret"]),
      ...(values.webhook.length > 1 ? { name: `Revalidate the site (${index + 1})` } : {}),
      url,
      filter: values["webhook-filter"],
      projection: values["webhook-projection"],
    })),
  });
  const { size } = await stat(resolve(values.dataset));
  console.info(`Content Lake stand-in on ${lake.url} (project ${lake.projectId}, dataset ${lake.dataset}, ${size} bytes of NDJSON)`);
  console.info(
    `Point the site at it: SANITY_PROJECT_ID=${lake.projectId} SANITY_DATASET=${lake.dataset} SITE_TEST_SANITY_API_HOST=${lake.url} SITE_TEST_SANITY_CDN_URL=${lake.url}`,
  );
  for (const url of values.webhook)
    console.info(
      `Webhook on every publish to ${url} (${values["webhook-secret"] ? "signed" : "unsigned"}); deliveries: ${lake.url}/_standin/webhooks`,
    );
  console.info(`and the Studio: SANITY_STUDIO_PROJECT_ID=${lake.projectId} SANITY_STUDIO_API_HOST=${lake.studioApiHost}`);
  const stop = () => lake.stop().then(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
