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
import { createHash, randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { evaluate, parse } from "groq-js";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { ExprNode } from "groq-js" */
/** @import { SanityDocument, Transaction } from "./server.mjs" */

/**
 * The projection the site's /api/revalidate reads (web/lib/content/revalidate-webhook.ts): the document's id, type
 * and new revision (the site waits until the Content Lake shows it), its address before and after, and what
 * happened. docs/sanity-project.md gives the whole webhook.
 */
export const revalidateProjection = `{_id, _type, _rev, "slug": slug.current, "previousSlug": before().slug.current, "operation": delta::operation()}`;

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

const defaults = {
  on: /** @type {Operation[]} */ (["create", "update", "delete"]),
  httpMethod: "POST",
  apiVersion: "v2021-03-25",
  timeoutMs: 30_000,
  retry: { initialMs: 1000, factor: 2, maxMs: 60_000, giveUpAfterMs: 30 * 60_000 },
};

/** How many deliveries are kept (the oldest settled go first): a long local editing session stays small. */
const keptDeliveries = 10_000;

/** @param {string} text @param {string} what */
function parseGroq(text, what) {
  try {
    return parse(text, { mode: "delta" });
  } catch (error) {
    throw new Error(`webhook ${what} is not valid GROQ: ${text}: ${/** @type {Error} */ (error).message}`);
  }
}

/** @param {string} id */
const namespaceOf = (id) => (id.startsWith("drafts.") ? "drafts" : id.startsWith("versions.") ? "versions" : "published");

/** A hook's settings checked and filled in; its filter and projection parsed once. @param {WebhookConfig} config */
function prepare(config) {
  if (!config || typeof config.name !== "string" || config.name === "") throw new Error("a webhook needs a name");
  let target;
  try {
    target = new URL(config.url);
  } catch {
    throw new Error(`webhook "${config.name}": the URL "${config.url}" is not an absolute http(s) URL`);
  }
  if (target.protocol !== "http:" && target.protocol !== "https:")
    throw new Error(`webhook "${config.name}": the URL "${config.url}" is not an absolute http(s) URL`);
  const on = config.on ?? defaults.on;
  for (const operation of on)
    if (!defaults.on.includes(operation)) throw new Error(`webhook "${config.name}": cannot trigger on "${operation}"`);
  const filter = config.filter?.trim() ?? "";
  const projection = config.projection?.trim() ?? "";
  return {
    config,
    name: config.name,
    url: target.href,
    id: config.id ?? createHash("sha1").update(`${config.name}\n${config.url}`).digest("base64url").slice(0, 16),
    on,
    method: config.httpMethod ?? defaults.httpMethod,
    enabled: config.enabled !== false,
    timeoutMs: config.timeoutMs ?? defaults.timeoutMs,
    retry: { ...defaults.retry, ...config.retry },
    filter: filter ? parseGroq(`*[${filter}]`, `"${config.name}"'s filter`) : undefined,
    // The API stores the projection with its braces; one typed without them is taken as meant.
    projection: projection
      ? parseGroq(`*[0]${projection.startsWith("{") ? projection : `{${projection}}`}`, `"${config.name}"'s projection`)
      : undefined,
    /** @type {WebhookDelivery[]} waiting to be sent, oldest first; the first is the one being sent */
    queue: /** @type {WebhookDelivery[]} */ ([]),
    /** The changes still being evaluated, in order. */
    evaluating: Promise.resolve(),
    /** A delivery is under way (one at a time per hook, as Sanity's). */
    busy: false,
  };
}

/** @typedef {ReturnType<typeof prepare>} Hook */

/**
 * One POST (or the hook's method) with a bound on the whole exchange; resolves to the answer's status.
 * @param {string} url @param {string} method @param {Record<string, string>} headers @param {string} body @param {number} timeoutMs
 * @param {Set<() => void>} inFlight aborts of the requests under way (stop() calls them)
 * @returns {Promise<number>}
 */
function send(url, method, headers, body, timeoutMs, inFlight) {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = (target.protocol === "https:" ? httpsRequest : httpRequest)(target, { method, headers, agent: false });
    const abort = () => request.destroy(new Error("the stand-in stopped"));
    inFlight.add(abort);
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    const done = () => {
      clearTimeout(timer);
      inFlight.delete(abort);
    };
    request.on("response", (response) => {
      // The answer's body is not read for anything; it is drained so that the exchange completes.
      response.resume();
      response.on("end", () => {
        done();
        resolve(response.statusCode ?? 0);
      });
      response.on("error", (error) => {
        done();
        reject(error);
      });
    });
    request.on("error", (error) => {
      done();
      reject(error);
    });
    request.end(body);
  });
}

/** @param {unknown} error */
const reason = (error) => {
  const { code, message } = /** @type {{ code?: string; message?: string }} */ (error ?? {});
  return code && message && !message.includes(code) ? `${code}: ${message}` : (message ?? String(error));
};

/**
 * The webhooks of one stand-in.
 * @param {{ projectId: string; dataset: string; webhooks?: WebhookConfig[] }} options
 */
export function createWebhookSender({ projectId, dataset, webhooks = [] }) {
  const hooks = webhooks.map(prepare);
  /** @type {WebhookDelivery[]} */
  const deliveries = [];
  let sequence = 0;
  /** Transactions whose changes are being evaluated, and the promise of that. @type {Map<string, Promise<unknown>>} */
  const evaluating = new Map();
  /** @type {Set<(delivery: WebhookDelivery) => void>} */
  const listeners = new Set();
  /** @type {Set<() => void>} */
  const inFlight = new Set();
  /** @type {Set<{ timer: NodeJS.Timeout; wake: () => void }>} */
  const backOffs = new Set();
  let stopped = false;

  /** @param {WebhookDelivery} delivery */
  const changed = (delivery) => {
    for (const listener of listeners) {
      try {
        listener(delivery);
      } catch (error) {
        console.error("content lake stand-in: a webhook delivery listener failed", error);
      }
    }
  };

  /**
   * The delivery of one change to one hook, or none when the hook's trigger or filter does not take it.
   * @param {Hook} hook
   * @param {Transaction} transaction
   * @param {{ id: string; before: SanityDocument | null; after: SanityDocument | null }} change
   */
  async function deliveryOf(hook, transaction, { id, before, after }) {
    const namespace = namespaceOf(id);
    if (namespace === "drafts" && !hook.config.includeDrafts) return undefined;
    if (namespace === "versions" && !hook.config.includeAllVersions) return undefined;
    /** @type {Operation} */
    const operation = before && after ? "update" : after ? "create" : "delete";
    if (!hook.on.includes(operation)) return undefined;
    const document = /** @type {SanityDocument} */ (after ?? before);
    const options = {
      dataset: [document],
      before,
      after,
      params: {},
      timestamp: new Date(transaction.timestamp),
      sanity: { projectId, dataset },
    };
    if (hook.filter) {
      const matched = await (await evaluate(/** @type {ExprNode} */ (hook.filter), options)).get();
      if (!Array.isArray(matched) || matched.length === 0) return undefined;
    }
    const payload = hook.projection ? await (await evaluate(/** @type {ExprNode} */ (hook.projection), options)).get() : document;
    /** @type {WebhookDelivery} */
    const delivery = {
      seq: ++sequence,
      idempotencyKey: randomUUID(),
      webhook: hook.name,
      webhookId: hook.id,
      url: hook.url,
      method: hook.method,
      transactionId: transaction.transactionId,
      transactionTime: transaction.timestamp,
      documentId: id,
      operation,
      body: JSON.stringify(payload ?? null),
      state: "queued",
      attempts: [],
    };
    return delivery;
  }

  /** Hears an accepted transaction: its deliveries are made, in order, then sent. @param {Transaction} transaction */
  function hear(transaction) {
    if (stopped) return;
    const work = Promise.all(
      hooks
        .filter((hook) => hook.enabled)
        .map((hook) => {
          hook.evaluating = hook.evaluating.then(async () => {
            for (const change of transaction.changes) {
              let delivery;
              try {
                delivery = await deliveryOf(hook, transaction, change);
              } catch (error) {
                // A filter or projection groq-js cannot evaluate on this document: nothing sent, said why.
                console.error(`content lake stand-in: webhook "${hook.name}" could not evaluate ${change.id}: ${reason(error)}`);
              }
              if (!delivery) continue;
              deliveries.push(delivery);
              forgetOld();
              hook.queue.push(delivery);
              changed(delivery);
            }
            pump(hook);
          });
          return hook.evaluating;
        }),
    ).finally(() => evaluating.delete(transaction.transactionId));
    evaluating.set(transaction.transactionId, work);
  }

  function forgetOld() {
    while (deliveries.length > keptDeliveries) {
      const index = deliveries.findIndex((delivery) => delivery.settledAt);
      if (index < 0) return;
      deliveries.splice(index, 1);
    }
  }

  /** Sends the hook's queue, one delivery at a time. @param {Hook} hook */
  function pump(hook) {
    if (hook.busy || stopped) return;
    const next = hook.queue[0];
    if (!next) return;
    hook.busy = true;
    deliver(hook, next).finally(() => {
      hook.queue.shift();
      hook.busy = false;
      pump(hook);
    });
  }

  /** @param {number} ms */
  const wait = (ms) =>
    new Promise((resolve) => {
      const entry = { timer: setTimeout(() => wake(), ms), wake: () => wake() };
      const wake = () => {
        clearTimeout(entry.timer);
        backOffs.delete(entry);
        resolve(undefined);
      };
      backOffs.add(entry);
    });

  /** Every attempt until delivered, undeliverable, or too late. @param {Hook} hook @param {WebhookDelivery} delivery */
  async function deliver(hook, delivery) {
    const acceptedAt = Date.parse(delivery.transactionTime);
    /** @param {"delivered" | "failed"} state @param {string} [error] */
    const settle = (state, error) => {
      delivery.state = state;
      if (error) delivery.error = error;
      delete delivery.nextAttemptAt;
      delivery.settledAt = new Date().toISOString();
      delivery.ms = Date.now() - acceptedAt;
      changed(delivery);
    };
    for (let number = 1; ; number += 1) {
      if (stopped) return settle("failed", "the stand-in stopped");
      delivery.state = "sending";
      delete delivery.nextAttemptAt;
      changed(delivery);
      const headers = {
        ...hook.config.headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(delivery.body)),
        "user-agent": "Sanity.io webhook delivery",
        connection: "close",
        "idempotency-key": delivery.idempotencyKey,
        "sanity-transaction-id": delivery.transactionId,
        "sanity-transaction-time": delivery.transactionTime,
        "sanity-dataset": dataset,
        "sanity-document-id": delivery.documentId,
        "sanity-project-id": projectId,
        "sanity-operation": delivery.operation,
        "sanity-webhook-id": hook.id,
        ...(hook.config.secret
          ? { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(delivery.body, Date.now(), hook.config.secret) }
          : {}),
      };
      const started = performance.now();
      /** @type {Attempt} */
      const attempt = { number, startedAt: new Date().toISOString(), ms: 0 };
      delivery.attempts.push(attempt);
      try {
        attempt.status = await send(hook.url, hook.method, headers, delivery.body, hook.timeoutMs, inFlight);
        delivery.status = attempt.status;
      } catch (error) {
        attempt.error = reason(error);
      }
      attempt.ms = Math.round((performance.now() - started) * 10) / 10;
      const { status } = attempt;
      if (status !== undefined && status >= 200 && status < 300) return settle("delivered");
      if (status !== undefined && status !== 429 && status < 500) return settle("failed", `undeliverable: the site answered ${status}`);
      const { initialMs, factor, maxMs, giveUpAfterMs } = hook.retry;
      const delay = Math.min(maxMs, initialMs * factor ** (number - 1));
      if (Date.now() + delay > acceptedAt + giveUpAfterMs) {
        return settle("failed", `gave up after ${number} attempts: ${attempt.error ?? `the site answered ${status}`}`);
      }
      delivery.state = "retrying";
      delivery.nextAttemptAt = new Date(Date.now() + delay).toISOString();
      changed(delivery);
      await wait(delay);
    }
  }

  /** @param {DeliveryFilter} filter */
  const matcher =
    ({ transaction, document, webhook, since = 0 }) =>
    /** @param {WebhookDelivery} delivery */
    (delivery) =>
      delivery.seq > since &&
      (!transaction || delivery.transactionId === transaction) &&
      (!document || delivery.documentId === document) &&
      (!webhook || delivery.webhook === webhook);

  /**
   * Resolves once the deliveries the filter names are all delivered or given up: those of a transaction (none,
   * when no hook took its changes), or else at least one. `settled` false: `timeoutMs` passed first.
   * @param {DeliveryFilter} filter
   * @param {{ timeoutMs?: number }} [options]
   * @returns {Promise<{ settled: boolean; deliveries: WebhookDelivery[] }>}
   */
  async function waitFor(filter, { timeoutMs = 60_000 } = {}) {
    const matches = matcher(filter);
    const check = () => {
      const found = deliveries.filter(matches);
      const settled =
        (filter.transaction ? !evaluating.has(filter.transaction) : found.length > 0) && found.every((item) => item.settledAt);
      return { settled, deliveries: found };
    };
    if (check().settled) return check();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(check());
      };
      const listener = () => {
        if (check().settled) finish();
      };
      const timer = setTimeout(finish, timeoutMs);
      listeners.add(listener);
      // A transaction still being evaluated may end up with no delivery: its end is an event too.
      if (filter.transaction) evaluating.get(filter.transaction)?.then(listener);
    });
  }

  /**
   * `GET /_standin/webhooks?transaction=&document=&webhook=&since=` lists deliveries (`wait=1`: once they are
   * settled, as `waitFor`, at most `timeout` ms, default 60 s); `DELETE` forgets the settled ones.
   * @param {IncomingMessage} request @param {ServerResponse} response @param {URLSearchParams} searchParams
   */
  async function serve(request, response, searchParams) {
    /** @param {number} status @param {unknown} value */
    const answer = (status, value) => {
      const body = Buffer.from(JSON.stringify(value));
      response.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
      response.end(body);
    };
    if (request.method === "DELETE") {
      const kept = deliveries.filter((delivery) => !delivery.settledAt);
      deliveries.splice(0, deliveries.length, ...kept);
      return answer(200, { cleared: true });
    }
    if (request.method !== "GET") return answer(405, { error: { type: "httpMethodNotAllowed", description: "GET or DELETE" } });
    /** @type {DeliveryFilter} */
    const filter = {
      transaction: searchParams.get("transaction") ?? undefined,
      document: searchParams.get("document") ?? undefined,
      webhook: searchParams.get("webhook") ?? undefined,
      since: Number(searchParams.get("since") ?? 0),
    };
    const webhooks = hooks.map(({ name, id, url, on, method, enabled, config }) => ({
      name,
      id,
      url,
      on,
      httpMethod: method,
      enabled,
      filter: config.filter ?? "",
      projection: config.projection ?? "",
      includeDrafts: Boolean(config.includeDrafts),
      includeAllVersions: Boolean(config.includeAllVersions),
      signed: Boolean(config.secret),
    }));
    if (searchParams.get("wait") === "1") {
      const timeoutMs = Number(searchParams.get("timeout") ?? 60_000);
      const { settled, deliveries: found } = await waitFor(filter, { timeoutMs });
      return answer(200, { webhooks, settled, deliveries: found });
    }
    return answer(200, { webhooks, deliveries: deliveries.filter(matcher(filter)) });
  }

  return {
    /** Every delivery so far (a live array), each with its attempts. */
    deliveries,
    hear,
    waitFor,
    serve,
    /** Calls `listener` at every change of a delivery (queued, sent, retrying, delivered, failed); returns the stop. */
    onDelivery: (/** @type {(delivery: WebhookDelivery) => void} */ listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** No more deliveries: requests under way are cut, back-offs end, what is left is failed. */
    stop() {
      stopped = true;
      for (const abort of inFlight) abort();
      for (const backOff of backOffs) backOff.wake();
    },
  };
}

/** @typedef {ReturnType<typeof createWebhookSender>} WebhookSender */
