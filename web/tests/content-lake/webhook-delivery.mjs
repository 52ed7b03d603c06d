// Sending a hook's deliveries: one request at a time per hook, in the order the changes were accepted; a 2xx
// is delivered, a 429, a 5xx, no answer or no connection retried with exponential back-off (same
// idempotency-key, signed anew) until delivered or given up; any other answer undeliverable.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { deliveryOf, keptDeliveries } from "./webhook-config.mjs";

/** @import { Transaction } from "./server.mjs" */
/** @import { Hook } from "./webhook-config.mjs" */
/** @import { Attempt, WebhookDelivery } from "./webhooks.mjs" */

/**
 * The webhooks of one stand-in: its hooks, every delivery, and what is under way.
 * @typedef {object} Sender
 * @property {string} projectId
 * @property {string} dataset
 * @property {Hook[]} hooks
 * @property {WebhookDelivery[]} deliveries every delivery so far (a live array), each with its attempts
 * @property {number} sequence the last delivery's number
 * @property {Map<string, Promise<unknown>>} evaluating transactions whose changes are being evaluated, and the promise of that
 * @property {Set<(delivery: WebhookDelivery) => void>} listeners told of every change of a delivery
 * @property {Set<() => void>} inFlight aborts of the requests under way
 * @property {Set<{ timer: NodeJS.Timeout; wake: () => void }>} backOffs the waits before a retry
 * @property {boolean} stopped
 * @property {import("./unkind.mjs").Unkind} unkind how far from kind it delivers (unkind.mjs)
 */

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
export const reason = (error) => {
  const { code, message } = /** @type {{ code?: string; message?: string }} */ (error ?? {});
  return code && message && !message.includes(code) ? `${code}: ${message}` : (message ?? String(error));
};

/** Tells every listener of a delivery's change. @param {Sender} sender @param {WebhookDelivery} delivery */
function changed(sender, delivery) {
  for (const listener of sender.listeners) {
    try {
      listener(delivery);
    } catch (error) {
      console.error("content lake stand-in: a webhook delivery listener failed", error);
    }
  }
}

/** Forgets the oldest settled deliveries beyond those kept. @param {Sender} sender */
function forgetOld({ deliveries }) {
  while (deliveries.length > keptDeliveries) {
    const index = deliveries.findIndex((delivery) => delivery.settledAt);
    if (index < 0) return;
    deliveries.splice(index, 1);
  }
}

/** The deliveries one hook makes of a transaction's changes, queued in order, then sent. @param {Sender} sender @param {Hook} hook @param {Transaction} transaction */
async function queueChanges(sender, hook, transaction) {
  const { projectId, dataset, unkind } = sender;
  for (const change of transaction.changes) {
    let delivery;
    try {
      delivery = await deliveryOf(hook, transaction, change, { projectId, dataset, leakDraft: unkind.leakDraft });
    } catch (error) {
      // A filter or projection groq-js cannot evaluate on this document: nothing sent, said why.
      console.error(`content lake stand-in: webhook "${hook.name}" could not evaluate ${change.id}: ${reason(error)}`);
    }
    if (!delivery) continue;
    if (unkind.transactionKeys) delivery.idempotencyKey = transaction.transactionId;
    // Unkind: sent twice, the second a delivery of its own with the same key and body.
    for (const copy of unkind.duplicate() ? [delivery, { ...delivery, attempts: [] }] : [delivery]) {
      copy.seq = ++sender.sequence;
      sender.deliveries.push(copy);
      forgetOld(sender);
      changed(sender, copy);
      if (unkind.scattered) scatter(sender, hook, copy);
      else hook.queue.push(copy);
    }
  }
  pump(sender, hook);
}

/** Unkind: a delivery sent on its own after a random delay, beside the hook's others (so out of order). @param {Sender} sender @param {Hook} hook @param {WebhookDelivery} delivery */
function scatter(sender, hook, delivery) {
  wait(sender, sender.unkind.deliveryDelay()).then(() => deliver(sender, hook, delivery));
}

/** Hears an accepted transaction: its deliveries are made, in order, then sent. @param {Sender} sender @param {Transaction} transaction */
export function hear(sender, transaction) {
  if (sender.stopped) return;
  const work = Promise.all(
    sender.hooks
      .filter((hook) => hook.enabled)
      .map((hook) => {
        hook.evaluating = hook.evaluating.then(() => queueChanges(sender, hook, transaction));
        return hook.evaluating;
      }),
  ).finally(() => sender.evaluating.delete(transaction.transactionId));
  sender.evaluating.set(transaction.transactionId, work);
}

/** Sends the hook's queue, one delivery at a time. @param {Sender} sender @param {Hook} hook */
function pump(sender, hook) {
  if (hook.busy || sender.stopped) return;
  const next = hook.queue[0];
  if (!next) return;
  hook.busy = true;
  deliver(sender, hook, next).finally(() => {
    hook.queue.shift();
    hook.busy = false;
    pump(sender, hook);
  });
}

/** A wait before a retry, which `stop()` ends early. @param {Sender} sender @param {number} ms */
const wait = ({ backOffs }, ms) =>
  new Promise((resolve) => {
    const entry = { timer: setTimeout(() => wake(), ms), wake: () => wake() };
    const wake = () => {
      clearTimeout(entry.timer);
      backOffs.delete(entry);
      resolve(undefined);
    };
    backOffs.add(entry);
  });

/** The headers Sanity sends, the hook's own, and the signature (made anew at each attempt). @param {Sender} sender @param {Hook} hook @param {WebhookDelivery} delivery */
async function headersOf({ projectId, dataset }, hook, delivery) {
  return {
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
    ...(hook.config.secret ? { [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(delivery.body, Date.now(), hook.config.secret) } : {}),
  };
}

/** One attempt, kept in the delivery's attempts. @param {Sender} sender @param {Hook} hook @param {WebhookDelivery} delivery @param {number} number */
async function attempt(sender, hook, delivery, number) {
  delivery.state = "sending";
  delete delivery.nextAttemptAt;
  changed(sender, delivery);
  const headers = await headersOf(sender, hook, delivery);
  const started = performance.now();
  /** @type {Attempt} */
  const made = { number, startedAt: new Date().toISOString(), ms: 0 };
  delivery.attempts.push(made);
  try {
    made.status = await send(hook.url, hook.method, headers, delivery.body, hook.timeoutMs, sender.inFlight);
    delivery.status = made.status;
  } catch (error) {
    made.error = reason(error);
  }
  made.ms = Math.round((performance.now() - started) * 10) / 10;
  return made;
}

/** Every attempt until delivered, undeliverable, or too late. @param {Sender} sender @param {Hook} hook @param {WebhookDelivery} delivery */
async function deliver(sender, hook, delivery) {
  const acceptedAt = Date.parse(delivery.transactionTime);
  /** @param {"delivered" | "failed"} state @param {string} [error] */
  const settle = (state, error) => {
    delivery.state = state;
    if (error) delivery.error = error;
    delete delivery.nextAttemptAt;
    delivery.settledAt = new Date().toISOString();
    delivery.ms = Date.now() - acceptedAt;
    changed(sender, delivery);
  };
  for (let number = 1; ; number += 1) {
    if (sender.stopped) return settle("failed", "the stand-in stopped");
    const { status, error } = await attempt(sender, hook, delivery, number);
    if (status !== undefined && status >= 200 && status < 300) return settle("delivered");
    if (status !== undefined && status !== 429 && status < 500) return settle("failed", `undeliverable: the site answered ${status}`);
    const { initialMs, factor, maxMs, giveUpAfterMs } = hook.retry;
    const delay = Math.min(maxMs, initialMs * factor ** (number - 1));
    if (Date.now() + delay > acceptedAt + giveUpAfterMs) {
      return settle("failed", `gave up after ${number} attempts: ${error ?? `the site answered ${status}`}`);
    }
    delivery.state = "retrying";
    delivery.nextAttemptAt = new Date(Date.now() + delay).toISOString();
    changed(sender, delivery);
    await wait(sender, delay);
  }
}
