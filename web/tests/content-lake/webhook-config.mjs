// A webhook's settings as the stand-in keeps them (checked and filled in; its filter and projection parsed once),
// and what one change makes of a hook: a delivery, or none when the hook's trigger or filter does not take it.
import { createHash, randomUUID } from "node:crypto";
import { evaluate, parse } from "groq-js";

/** @import { ExprNode } from "groq-js" */
/** @import { SanityDocument, Transaction } from "./server.mjs" */
/** @import { Operation, WebhookConfig, WebhookDelivery } from "./webhooks.mjs" */

export const defaults = {
  on: /** @type {Operation[]} */ (["create", "update", "delete"]),
  httpMethod: "POST",
  apiVersion: "v2021-03-25",
  timeoutMs: 30_000,
  retry: { initialMs: 1000, factor: 2, maxMs: 60_000, giveUpAfterMs: 30 * 60_000 },
};

/** How many deliveries are kept (the oldest settled go first): a long local editing session stays small. */
export const keptDeliveries = 10_000;

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
export function prepare(config) {
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
 * The delivery of one change to one hook, or none when the hook's trigger or filter does not take it.
 * @param {Hook} hook
 * @param {Transaction} transaction
 * @param {{ id: string; before: SanityDocument | null; after: SanityDocument | null }} change
 * @param {{ projectId: string; dataset: string; leakDraft?: () => boolean }} sanity the stand-in's project and dataset, and
 *   whether a draft is delivered despite the hook (unkind.mjs)
 * @returns {Promise<WebhookDelivery | undefined>} numbered 0: the sender numbers it when it keeps it
 */
export async function deliveryOf(hook, transaction, { id, before, after }, { projectId, dataset, leakDraft = () => false }) {
  const namespace = namespaceOf(id);
  if (namespace === "drafts" && !hook.config.includeDrafts && !leakDraft()) return undefined;
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
  return {
    seq: 0,
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
}
