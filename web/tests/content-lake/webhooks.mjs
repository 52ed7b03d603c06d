// GROQ-powered webhooks as Sanity delivers them, sent by the Content Lake stand-in (server.mjs) itself. Each
// configured hook hears every accepted transaction (`lake.onTransaction`) and, for each document it changed
// that the hook's trigger and filter take, POSTs the hook's projection as JSON to the hook's URL:
//
// - trigger on create, update and/or delete (before() absent → create, after() absent → delete); documents in
//   the `drafts.` and `versions.` namespaces ignored unless the hook includes them;
// - filter and projection in GROQ (groq-js in delta mode: before(), after(), delta::operation(),
//   delta::changedAny(), delta::changedOnly(), sanity::projectId(), sanity::dataset()); the document in scope is
//   the document after the change, or before it for a delete; an empty projection sends that whole document;
// - signed with @sanity/webhook's scheme (`sanity-webhook-signature`, signed anew at each attempt) when the hook
//   has a secret, with the headers Sanity sends (idempotency-key, sanity-transaction-id, sanity-transaction-time,
//   sanity-dataset, sanity-document-id, sanity-project-id, sanity-operation, sanity-webhook-id, user-agent
//   "Sanity.io webhook delivery", connection: close) and the hook's own headers;
// - one request at a time per hook, in the order the changes were accepted (so in order per document);
// - a 2xx answer is delivered; a 429 or 5xx answer, no answer within the timeout (30 s) or no connection is
//   retried with exponential back-off (same idempotency-key) until it is delivered or 30 minutes have passed;
//   any other answer (a 4xx) is undeliverable, as Sanity treats it.
//
// Every delivery is kept (`deliveries`, a live array) with its attempts, and can be waited for: in the process
// (`waitFor`) or over HTTP (`GET /_standin/webhooks?transaction=…&document=…&since=…&wait=1`), so tests and
// benches wait on the delivery, never on time.
//
// The modules: webhook-config.mjs (a hook's settings, what a change makes of it), webhook-delivery.mjs (the
// queue, the attempts, the back-off), webhook-waits.mjs (waiting on deliveries, the admin route).
import { unkindness } from "./unkind.mjs";
import { prepare } from "./webhook-config.mjs";
import { hear } from "./webhook-delivery.mjs";
import { serveDeliveries, waitFor } from "./webhook-waits.mjs";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { Transaction } from "./server.mjs" */
/** @import { Sender } from "./webhook-delivery.mjs" */

/**
 * The projection the site's /api/revalidate reads (web/lib/content/revalidate-webhook.ts): the document's id, type
 * and new revision (the site waits until the Content Lake shows it), its address before and after, and what
 * happened. docs/sanity-project.md gives the whole webhook.
 */
export const revalidateProjection = `{_id, _type, _rev, _updatedAt, "slug": slug.current, "previousSlug": before().slug.current, "operation": delta::operation()}`;

/** @typedef {"create" | "update" | "delete"} Operation */

/**
 * The site's webhook, as docs/sanity-project.md sets it up in a real project: every document type, on create,
 * update and delete, drafts and versions off, POST to `<site>/api/revalidate`, the projection above, signed.
 * @param {string} site the site's origin
 * @param {string | undefined} secret the site's SANITY_REVALIDATE_SECRET
 * @returns {WebhookConfig}
 */
export const revalidateWebhook = (site, secret) => ({
  name: "Revalidate the site",
  url: new URL("/api/revalidate", site).href,
  filter: "",
  projection: revalidateProjection,
  on: ["create", "update", "delete"],
  includeDrafts: false,
  includeAllVersions: false,
  httpMethod: "POST",
  apiVersion: "v2021-03-25",
  secret,
});

/**
 * A webhook as sanity.io/manage (or the Webhooks API) configures one.
 * @typedef {object} WebhookConfig
 * @property {string} name
 * @property {string} url
 * @property {string} [id] the `sanity-webhook-id` header (by default made from the name and URL)
 * @property {string} [filter] GROQ filter: which changed documents trigger it ("" or none: every document)
 * @property {string} [projection] GROQ projection: the body ("" or none: the whole document)
 * @property {string} [secret] signs each request (`sanity-webhook-signature`); none: unsigned
 * @property {Operation[]} [on] trigger on (default all three)
 * @property {boolean} [includeDrafts] documents in `drafts.` too (default false)
 * @property {boolean} [includeAllVersions] documents in `versions.` too (default false)
 * @property {"POST" | "PUT" | "PATCH" | "DELETE" | "GET"} [httpMethod] default POST
 * @property {Record<string, string>} [headers] sent with every request
 * @property {string} [apiVersion] as Sanity's (default v2021-03-25); groq-js evaluates every version alike
 * @property {boolean} [enabled] default true
 * @property {number} [timeoutMs] an attempt without an answer by then fails (default 30 s, as Sanity's)
 * @property {{ initialMs?: number; factor?: number; maxMs?: number; giveUpAfterMs?: number }} [retry]
 *   back-off: `initialMs` (1 s) after the first failure, times `factor` (2) after each next, at most `maxMs` (60 s),
 *   until `giveUpAfterMs` (30 minutes) after the change
 */

/**
 * One attempt to deliver: when, how long, and the answer (`status`) or why there was none (`error`).
 * @typedef {{ number: number; startedAt: string; ms: number; status?: number; error?: string }} Attempt
 */

/**
 * One delivery: a document's change sent to one hook, with every attempt.
 * @typedef {object} WebhookDelivery
 * @property {number} seq its place among every delivery of the stand-in (1, 2, …)
 * @property {string} idempotencyKey the same on every attempt
 * @property {string} webhook the hook's name
 * @property {string} webhookId
 * @property {string} url
 * @property {string} method
 * @property {string} transactionId
 * @property {string} transactionTime
 * @property {string} documentId
 * @property {Operation} operation
 * @property {string} body the JSON sent
 * @property {"queued" | "sending" | "retrying" | "delivered" | "failed"} state
 * @property {Attempt[]} attempts
 * @property {number} [status] the last answer's status
 * @property {string} [error] why it failed, when it did
 * @property {string} [nextAttemptAt] while retrying
 * @property {string} [settledAt] when it was delivered or given up
 * @property {number} [ms] from the change accepted to delivered or given up
 */

/** @typedef {{ transaction?: string; document?: string; webhook?: string; since?: number }} DeliveryFilter */

/**
 * The webhooks of one stand-in (`unkind`: how far from kind it delivers, unkind.mjs).
 * @param {{ projectId: string; dataset: string; webhooks?: WebhookConfig[]; unkind?: import("./unkind.mjs").Unkind }} options
 */
export function createWebhookSender({ projectId, dataset, webhooks = [], unkind = unkindness() }) {
  /** @type {Sender} */
  const sender = {
    projectId,
    dataset,
    hooks: webhooks.map(prepare),
    deliveries: [],
    sequence: 0,
    evaluating: new Map(),
    listeners: new Set(),
    inFlight: new Set(),
    backOffs: new Set(),
    stopped: false,
    unkind,
  };
  return {
    /** Every delivery so far (a live array), each with its attempts. */
    deliveries: sender.deliveries,
    /** @param {Transaction} transaction */
    hear: (transaction) => hear(sender, transaction),
    /** @param {DeliveryFilter} filter @param {{ timeoutMs?: number }} [options] */
    waitFor: (filter, options) => waitFor(sender, filter, options),
    /** @param {IncomingMessage} request @param {ServerResponse} response @param {URLSearchParams} searchParams */
    serve: (request, response, searchParams) => serveDeliveries(sender, request, response, searchParams),
    /** Calls `listener` at every change of a delivery (queued, sent, retrying, delivered, failed); returns the stop. */
    onDelivery: (/** @type {(delivery: WebhookDelivery) => void} */ listener) => {
      sender.listeners.add(listener);
      return () => sender.listeners.delete(listener);
    },
    /** No more deliveries: requests under way are cut, back-offs end, what is left is failed. */
    stop() {
      sender.stopped = true;
      for (const abort of sender.inFlight) abort();
      for (const backOff of sender.backOffs) backOff.wake();
    },
  };
}

/** @typedef {ReturnType<typeof createWebhookSender>} WebhookSender */
