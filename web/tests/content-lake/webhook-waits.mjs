// Waiting on the webhooks sent: in the process (`lake.waitForWebhooks`) or over HTTP (`GET /_standin/webhooks
// ?transaction=…&document=…&since=…&wait=1`), so tests and benches wait on the delivery, never on time.

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { Sender } from "./webhook-delivery.mjs" */
/** @import { DeliveryFilter, WebhookDelivery } from "./webhooks.mjs" */

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
 * @param {Sender} sender
 * @param {DeliveryFilter} filter
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<{ settled: boolean; deliveries: WebhookDelivery[] }>}
 */
export async function waitFor(sender, filter, { timeoutMs = 60_000 } = {}) {
  const matches = matcher(filter);
  const check = () => {
    const found = sender.deliveries.filter(matches);
    const settled =
      (filter.transaction ? !sender.evaluating.has(filter.transaction) : found.length > 0) && found.every((item) => item.settledAt);
    return { settled, deliveries: found };
  };
  if (check().settled) return check();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      sender.listeners.delete(listener);
      resolve(check());
    };
    const listener = () => {
      if (check().settled) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    sender.listeners.add(listener);
    // A transaction still being evaluated may end up with no delivery: its end is an event too.
    if (filter.transaction) sender.evaluating.get(filter.transaction)?.then(listener);
  });
}

/** The hooks as the admin route lists them. @param {Sender} sender */
const hooksOf = ({ hooks }) =>
  hooks.map(({ name, id, url, on, method, enabled, config }) => ({
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

/**
 * `GET /_standin/webhooks?transaction=&document=&webhook=&since=` lists deliveries (`wait=1`: once they are
 * settled, as `waitFor`, at most `timeout` ms, default 60 s); `DELETE` forgets the settled ones.
 * @param {Sender} sender @param {IncomingMessage} request @param {ServerResponse} response @param {URLSearchParams} searchParams
 */
export async function serveDeliveries(sender, request, response, searchParams) {
  /** @param {number} status @param {unknown} value */
  const answer = (status, value) => {
    const body = Buffer.from(JSON.stringify(value));
    response.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
    response.end(body);
  };
  const { deliveries } = sender;
  if (request.method === "DELETE") {
    deliveries.splice(0, deliveries.length, ...deliveries.filter((delivery) => !delivery.settledAt));
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
  if (searchParams.get("wait") !== "1") return answer(200, { webhooks: hooksOf(sender), deliveries: deliveries.filter(matcher(filter)) });
  const timeoutMs = Number(searchParams.get("timeout") ?? 60_000);
  const { settled, deliveries: found } = await waitFor(sender, filter, { timeoutMs });
  return answer(200, { webhooks: hooksOf(sender), settled, deliveries: found });
}
