#!/usr/bin/env node
// A stand-in for Sanity's Content Lake: a real HTTP server speaking the part of Sanity's HTTP API the site,
// @sanity/client and the tests use, over a dataset held as the Content Lake holds it after
// `sanity dataset import` of content/production.ndjson. The site reaches it through the documented setting
// @sanity/client supports (SANITY_API_HOST → `apiHost`, `useProjectHostname: false`), never a test-only path.
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
import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { createSecureServer } from "node:http2";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { basename, dirname, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { Mutation } from "@sanity/mutator";
import { evaluate, parse } from "groq-js";
import sharp from "sharp";
import { contentSourceMap } from "./source-map.mjs";
import { cors, studioApi } from "./studio-api.mjs";
import { loopbackCertificate } from "./tls.mjs";
import { createWebhookSender, revalidateProjection, revalidateWebhook } from "./webhooks.mjs";

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { Socket } from "node:net" */
/** @import { AddressInfo } from "node:net" */
/** @import { GroqSyntaxError } from "groq-js" */
/** @import { WebhookConfig, WebhookDelivery } from "./webhooks.mjs" */

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
 * What `record` makes a log entry of: when the request began, and what it asked.
 * @typedef {{ started: number } & Partial<Pick<LogEntry, "kind" | "tag" | "query" | "params" | "perspective" | "mutations">>} Entry
 */

/**
 * An uploaded asset: its document, and the file the CDN serves under `name`.
 * @typedef {{ kind: string; name: string; path: string; mimeType: string; size: number; document: SanityDocument }} Asset
 */

/** @typedef {{ projectId: string; dataset: string; cdnUrl: string }} Upload Where assets are uploaded to. */

/** The error body of an answer of the API. @typedef {{ type: string; description: string; [key: string]: unknown }} ApiErrorBody */

/** Documents by id: one state of the dataset. @typedef {Map<string, SanityDocument>} State */

/** @typedef {ConstructorParameters<typeof Mutation>[0]["mutations"][number]} MutatorMutation */

/**
 * A document a create mutation brings, unvalidated.
 * @typedef {{ _id?: unknown; _type?: unknown; [key: string]: unknown }} IncomingDocument
 */

/**
 * The target of a delete or patch mutation (a patch's operations beside it), unvalidated.
 * @typedef {{ id?: unknown; query?: unknown; params?: Record<string, unknown>; ifRevisionID?: unknown; [key: string]: unknown }} MutationTarget
 */

/**
 * A mutation of the API's body, unvalidated: one operation, named by its key.
 * @typedef {object} MutationBody
 * @property {IncomingDocument} [create]
 * @property {IncomingDocument} [createOrReplace]
 * @property {IncomingDocument} [createIfNotExists]
 * @property {MutationTarget} [delete]
 * @property {MutationTarget} [patch]
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

/** The date import stamps on every document (`_createdAt`, `_updatedAt`): fixed, so answers are deterministic. */
const importedAt = "2026-01-01T00:00:00Z";

/** @type {Record<string, string | undefined>} */
const mimeTypes = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
  pdf: "application/pdf",
};

/** `image@file://./images/x.jpg`: how Sanity's export (and `sanity dataset import`) writes an asset beside the NDJSON. */
const exportedAsset = /^(file|image)@file:\/\/\.\/(.+)$/;

/**
 * The import of an export: each `{ _sanityAsset: "image@file://./images/…" }` becomes `{ asset: { _ref } }`
 * to an asset document as the Content Lake makes it on upload (`image-<sha1>-<w>x<h>-<ext>`,
 * `file-<sha1>-<ext>`, path, URL on the CDN, size, dimensions read from the file).
 * @param {string} file
 * @param {Upload} destination
 * @returns {Promise<{ documents: SanityDocument[]; files: Map<string, Asset> }>}
 */
async function importDataset(file, { projectId, dataset, cdnUrl }) {
  const folder = dirname(file);
  const text = await readFile(file, "utf8");
  const documents = text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));
  /** @type {Map<string, Promise<Asset>>} */
  const uploads = new Map();
  /** @param {string} kind @param {string} relative */
  const upload = (kind, relative) => {
    const key = `${kind}:${relative}`;
    let uploading = uploads.get(key);
    if (!uploading) {
      uploading = uploadAsset(kind, join(folder, relative), { projectId, dataset, cdnUrl });
      uploads.set(key, uploading);
    }
    return uploading;
  };
  /** @type {(value: unknown) => Promise<unknown>} */
  const resolveAssets = async (value) => {
    if (Array.isArray(value)) return Promise.all(value.map(resolveAssets));
    if (!value || typeof value !== "object") return value;
    const { _sanityAsset, ...rest } = /** @type {{ _sanityAsset?: unknown }} */ (value);
    /** @type {[string, unknown][]} */
    const entries = await Promise.all(Object.entries(rest).map(async ([key, item]) => [key, await resolveAssets(item)]));
    if (typeof _sanityAsset === "string") {
      const [, kind, relative] = exportedAsset.exec(_sanityAsset) ?? [];
      if (!kind || !relative) throw new Error(`the stand-in imports assets beside the dataset only, not ${_sanityAsset}`);
      const asset = await upload(kind, relative);
      entries.push(["asset", { _type: "reference", _ref: asset.document._id }]);
    }
    return Object.fromEntries(entries);
  };
  const imported = await Promise.all(
    documents.map(async (doc) => ({
      _createdAt: importedAt,
      _updatedAt: importedAt,
      _rev: "imported",
      // A line of the dataset is a document (an object with _id and _type), and so is what resolveAssets makes of it.
      .../** @type {SanityDocument} */ (await resolveAssets(doc)),
    })),
  );
  const assets = await Promise.all(uploads.values());
  return { documents: [...imported, ...assets.map((asset) => asset.document)], files: new Map(assets.map((asset) => [asset.name, asset])) };
}

/**
 * An uploaded asset: its document, and the file the CDN serves under `name`.
 * @param {string} kind
 * @param {string} path
 * @param {Upload} destination
 * @returns {Promise<Asset>}
 */
async function uploadAsset(kind, path, { projectId, dataset, cdnUrl }) {
  const bytes = await readFile(path).catch(() => {
    throw new Error(`the asset ${path} named by the dataset is not there`);
  });
  return assetOf(kind, path, bytes, { projectId, dataset, cdnUrl }, importedAt);
}

/**
 * The asset the Content Lake makes of a file's bytes (kept at `path`), dated `at`.
 * @param {string} kind
 * @param {string} path
 * @param {Buffer} bytes
 * @param {Upload} destination
 * @param {string} at
 * @param {string} [filename] the name it was uploaded under
 * @returns {Promise<Asset>}
 */
async function assetOf(kind, path, bytes, { projectId, dataset, cdnUrl }, at, filename = basename(path)) {
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  let extension = extname(path).slice(1).toLowerCase();
  if (extension === "jpeg") extension = "jpg";
  const common = {
    _createdAt: at,
    _updatedAt: at,
    _rev: "imported",
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType: mimeTypes[extension] ?? "application/octet-stream",
    size: bytes.length,
    originalFilename: filename,
    uploadId: sha1.slice(0, 32),
  };
  if (kind === "image") {
    const { width, height, hasAlpha } = await sharp(bytes).metadata();
    // sharp reads both of every image it decodes (its types allow them undefined, for images it cannot).
    if (width === undefined || height === undefined) throw new Error(`sharp read no dimensions from ${path}`);
    const name = `${sha1}-${width}x${height}.${extension}`;
    const document = {
      _id: `image-${sha1}-${width}x${height}-${extension}`,
      _type: "sanity.imageAsset",
      ...common,
      path: `images/${projectId}/${dataset}/${name}`,
      url: `${cdnUrl}/images/${projectId}/${dataset}/${name}`,
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
        hasAlpha: Boolean(hasAlpha),
        isOpaque: !hasAlpha,
      },
    };
    return { kind, name, path, mimeType: common.mimeType, size: bytes.length, document };
  }
  const name = `${sha1}.${extension}`;
  const document = {
    _id: `file-${sha1}-${extension}`,
    _type: "sanity.fileAsset",
    ...common,
    path: `files/${projectId}/${dataset}/${name}`,
    url: `${cdnUrl}/files/${projectId}/${dataset}/${name}`,
  };
  return { kind, name, path, mimeType: common.mimeType, size: bytes.length, document };
}

/** @param {string} id */
const isDraft = (id) => id.startsWith("drafts.");
/** @param {string} id */
const isVersion = (id) => id.startsWith("versions.");
/** @param {string} id */
const publishedId = (id) => (isDraft(id) ? id.slice("drafts.".length) : isVersion(id) ? id.split(".").slice(2).join(".") : id);

/** The default perspective of an API version: `published` from 2025-02-19, `raw` before. @param {string} version */
const defaultPerspective = (version) => (/^\d{4}-\d{2}-\d{2}$/.test(version) && version >= "2025-02-19" ? "published" : "raw");

class ApiError extends Error {
  /** @param {number} status @param {ApiErrorBody} error */
  constructor(status, error) {
    super(error.description);
    this.status = status;
    this.error = error;
  }
}

/**
 * The documents a perspective sees: published alone, drafts (and releases) over published, or all.
 * @param {SanityDocument[]} documents
 * @param {string} perspective
 * @returns {SanityDocument[]}
 */
function view(documents, perspective) {
  const layers = perspective.split(",").map((layer) => layer.trim());
  if (layers.includes("raw")) {
    if (layers.length > 1)
      throw new ApiError(400, { type: "httpBadRequest", description: 'perspective "raw" cannot be combined with others' });
    return documents;
  }
  const base = documents.filter((doc) => !isDraft(doc._id) && !isVersion(doc._id));
  const overlays = layers.filter((layer) => layer !== "published");
  if (overlays.length === 0) return base;
  const byId = new Map(base.map((doc) => [doc._id, { ...doc, _originalId: doc._id }]));
  // Lowest priority first: the first layer named wins.
  for (const layer of [...overlays].reverse()) {
    const prefix = layer === "drafts" || layer === "previewDrafts" ? "drafts." : `versions.${layer}.`;
    for (const doc of documents) {
      if (doc._id.startsWith(prefix)) byId.set(publishedId(doc._id), { ...doc, _id: publishedId(doc._id), _originalId: doc._id });
    }
  }
  return [...byId.values()];
}

/**
 * The `match` pattern a `text::query()` search stands for: its words, a trailing `*` a prefix and a quoted
 * phrase its words; negated words (`-word`) are dropped (the pattern cannot say "not").
 * @param {unknown} search
 */
export function textQueryPattern(search) {
  const tokens = String(search ?? "").match(/-?"[^"]*"|\S+/g) ?? [];
  return tokens
    .filter((token) => !token.startsWith("-"))
    .map((token) => token.replace(/"/g, ""))
    .join(" ")
    .trim();
}

/**
 * A parsed query with every `text::query(<search>)` (which groq-js answers "not implemented") replaced by the
 * pattern it stands for, so that `field match text::query($q)` is evaluated as `field match "<pattern>"`.
 * @param {unknown} node
 * @param {Record<string, unknown>} params
 * @returns {any}
 */
function withoutTextQuery(node, params) {
  if (Array.isArray(node)) return node.map((item) => withoutTextQuery(item, params));
  if (!node || typeof node !== "object") return node;
  const call =
    /** @type {{ type?: string; namespace?: string; name?: string; args?: Array<{ type: string; value?: unknown; name?: string }> }} */ (
      node
    );
  if (call.type === "FuncCall" && call.namespace === "text" && call.name === "query") {
    const [argument] = call.args ?? [];
    const search = argument?.type === "Value" ? argument.value : argument?.type === "Parameter" ? params[argument.name ?? ""] : undefined;
    if (search === undefined)
      throw new ApiError(400, { type: "queryParseError", description: "text::query() takes a string or a parameter" });
    return { type: "Value", value: textQueryPattern(search) };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, typeof value === "function" ? value : withoutTextQuery(value, params)]),
  );
}

/** The `$name`s a query's syntax tree uses. @param {unknown} tree */
function parameterNames(tree) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @param {unknown} node */
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      if ("type" in node && node.type === "Parameter" && "name" in node && typeof node.name === "string") names.add(node.name);
      Object.values(node).forEach(walk);
    }
  };
  walk(tree);
  return names;
}

/**
 * Starts the stand-in. `datasetFile`: an NDJSON export (assets beside it), by default the bundled dataset.
 * `port` 0 picks a free one. `cdnUrl`: the asset URLs' base, by default the server itself.
 * `webhooks`: GROQ-powered webhooks it sends on every accepted change (webhooks.mjs).
 * @param {{ datasetFile?: string; port?: number; host?: string; projectId?: string; dataset?: string; delayMs?: number; cdnUrl?: string; webhooks?: WebhookConfig[] }} [options]
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
} = {}) {
  /** @type {LogEntry[]} Every request: method, path, kind, query, params, perspective, status, bytes sent, time. */
  const log = [];
  let sequence = 0;
  // Documents by id as last written (mutations apply here), and what queries see: the state as of each
  // accepted transaction once its delay has passed (the oldest first).
  /** @type {State} */
  let latest = new Map();
  let visible = latest;
  /** @type {{ visibleAt: number; state: State }[]} */
  const pending = [];
  /** @type {WeakMap<State, Map<string, { documents: SanityDocument[]; byId: State }>>} */
  const views = new WeakMap();
  /** @type {Map<string, Asset>} */
  let files = new Map();
  /** @type {Set<(transaction: Transaction) => void>} Who hears of every accepted transaction. */
  const transactionListeners = new Set();
  // Checked before the server listens: a hook with a bad URL, filter or projection is a clear error at start.
  const webhookSender = createWebhookSender({ projectId, dataset, webhooks });
  transactionListeners.add(webhookSender.hear);

  /**
   * Every request, over either protocol (HTTP/2's compatibility API gives the same request and response).
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  const onRequest = (request, response) => {
    if (cors(request, response)) return;
    /** @type {Entry} */
    const entry = { started: performance.now(), kind: "other" };
    handle(request, response, entry).catch((error) => {
      const status = error instanceof ApiError ? error.status : 500;
      const body = {
        error:
          error instanceof ApiError
            ? error.error
            : { type: "serverError", description: String(/** @type {{ stack?: unknown } | null | undefined} */ (error)?.stack ?? error) },
      };
      if (!response.headersSent) send(request, response, status, body, entry);
      else response.destroy();
    });
  };
  const plain = createServer(onRequest);
  const certificate = loopbackCertificate(projectId);
  // HTTP/2 over TLS (tls.mjs), HTTP/1.1 over TLS too for clients that do not speak HTTP/2.
  const secure = certificate ? createSecureServer({ ...certificate, allowHTTP1: true }, /** @type {any} */ (onRequest)) : undefined;
  /** @type {Set<Socket>} */
  const sockets = new Set();
  // One port for both: a connection whose first byte opens a TLS handshake (22) goes to the secure server.
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 22 && secure ? secure : plain).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
  });
  /** @type {Promise<void>} */
  const listening = new Promise((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, done);
  });
  await listening;
  const boundPort = /** @type {AddressInfo} */ (server.address()).port;
  const url = `http://${host}:${boundPort}`;
  const base = (cdnUrl ?? url).replace(/\/$/, "");

  try {
    const imported = await importDataset(datasetFile, { projectId, dataset, cdnUrl: base });
    latest = new Map(imported.documents.map((doc) => [doc._id, doc]));
    visible = latest;
    files = imported.files;
  } catch (error) {
    server.close();
    throw error;
  }

  const studio = studioApi({
    projectId,
    dataset,
    get: (id) => latest.get(id),
    mutate: (mutations, options) => mutate(mutations, options),
    onTransaction: (listener) => {
      transactionListeners.add(listener);
      return () => transactionListeners.delete(listener);
    },
    apiError: (status, type, description, extra = {}) => new ApiError(status, { type, description, ...extra }),
    parseParam,
    readJson,
  });

  /** The state queries see now: transactions whose delay has passed become visible, in order. */
  function current() {
    for (let next = pending[0]; next && next.visibleAt <= Date.now(); next = pending[0]) {
      pending.shift();
      visible = next.state;
    }
    return visible;
  }

  /** @param {State} state @param {string} perspective */
  function documentsFor(state, perspective) {
    const byPerspective = views.get(state) ?? new Map();
    views.set(state, byPerspective);
    let found = byPerspective.get(perspective);
    if (!found) {
      const documents = view([...state.values()], perspective);
      found = { documents, byId: new Map(documents.map((doc) => [doc._id, doc])) };
      byPerspective.set(perspective, found);
    }
    return found;
  }

  /**
   * Runs a GROQ query as the Query API does; throws an ApiError (400) for a bad query or a missing parameter.
   * @param {string} text
   * @param {Record<string, unknown>} [params]
   * @param {string} [perspective]
   */
  async function query(text, params = {}, perspective = "published") {
    return (await run(text, params, perspective)).result;
  }

  /**
   * `query`, with the documents the query saw (for its Content Source Map: source-map.mjs).
   * @param {string} text
   * @param {Record<string, unknown>} params
   * @param {string} perspective
   */
  async function run(text, params, perspective) {
    if (typeof text !== "string" || text.trim() === "") throw new ApiError(400, { type: "httpBadRequest", description: "missing query" });
    let tree;
    try {
      tree = parse(text, { params });
    } catch (thrown) {
      // What groq-js's parser throws: a GroqSyntaxError, whose position says where (read only when it is there).
      const error = /** @type {GroqSyntaxError} */ (thrown);
      const start = Number.isInteger(error.position) ? error.position : 0;
      throw new ApiError(400, { type: "queryParseError", description: error.message, query: text, start, end: start + 1 });
    }
    for (const name of parameterNames(tree)) {
      if (!(name in params)) {
        const start = Math.max(0, text.indexOf(`$${name}`));
        throw new ApiError(400, {
          type: "queryParseError",
          description: `param $${name} referenced, but not provided`,
          query: text,
          start,
          end: start + name.length + 1,
        });
      }
    }
    if (text.includes("text::query")) tree = withoutTextQuery(tree, params);
    const { documents, byId } = documentsFor(current(), perspective);
    const value = await evaluate(tree, {
      dataset: documents,
      params,
      sanity: { projectId, dataset },
      dereference: ({ _ref }) => byId.get(_ref) ?? null,
    });
    return { result: await value.get(), documents };
  }

  /**
   * Applies a transaction as the Mutations API does: all or nothing, each mutation in order. Visible to
   * queries after the delay. Resolves to the API's answer ({ transactionId, results }).
   * @param {unknown[]} mutations
   * @param {{ transactionId?: string; returnDocuments?: boolean }} [options]
   */
  async function mutate(mutations, { transactionId = randomUUID(), returnDocuments = false } = {}) {
    if (!Array.isArray(mutations) || mutations.length === 0) {
      throw new ApiError(400, { type: "httpBadRequest", description: "the body's mutations must be a non-empty array" });
    }
    const next = new Map(latest);
    const timestamp = new Date().toISOString();
    /** @type {{ id: string; operation: string; document?: SanityDocument }[]} */
    const results = [];
    /** @type {(index: number, id: unknown, type: string, description: string) => never} */
    const fail = (index, id, type, description) => {
      throw new ApiError(409, {
        type: "mutationError",
        description: `The mutation(s) failed: ${description}`,
        items: [{ error: { type, description, id }, index }],
      });
    };
    /** @type {(target: MutationTarget | undefined, index: number) => Promise<string[]>} */
    const idsOf = async (target, index) => {
      if (typeof target?.id === "string") return [target.id];
      if (typeof target?.query === "string") {
        const found = await evaluate(parse(target.query, { params: target.params ?? {} }), {
          dataset: [...next.values()],
          params: target.params ?? {},
        });
        const ids = (await found.get()) ?? [];
        return (Array.isArray(ids) ? ids : [ids])
          .map((doc) => doc?._id)
          .filter(/** @returns {id is string} */ (id) => typeof id === "string");
      }
      return fail(index, null, "invalidMutation", "a mutation needs an id or a query");
    };
    for (const [index, raw] of mutations.entries()) {
      // As the body brought it: each use below checks what it needs.
      const mutation = /** @type {MutationBody | null | undefined} */ (structuredClone(raw));
      const [operation] = Object.keys(mutation ?? {});
      /** @param {string} id @param {MutatorMutation} mut */
      const apply = (id, mut) => {
        const result = new Mutation({ mutations: [mut], timestamp, resultRev: transactionId }).apply(next.get(id) ?? null);
        // Only a delete leaves no document, and deletes do not come here.
        if (!result) throw new Error(`the mutation of ${id} left no document`);
        return result;
      };
      if (operation === "create" || operation === "createOrReplace" || operation === "createIfNotExists") {
        const doc = mutation?.[operation];
        if (!doc || typeof doc._type !== "string") fail(index, doc?._id ?? null, "invalidDocument", "a document needs a _type");
        const id = typeof doc._id !== "string" || doc._id.endsWith(".") ? `${doc._id ?? ""}${randomUUID()}` : doc._id;
        doc._id = id;
        const exists = next.has(id);
        if (operation === "createIfNotExists" && exists) {
          results.push({ id, operation: "none" });
          continue;
        }
        if (operation === "create" && exists) fail(index, id, "documentAlreadyExistsError", `Document by ID "${id}" already exists`);
        // Checked above: a _type, and an _id (given or made).
        const result = apply(id, /** @type {MutatorMutation} */ ({ [operation]: doc }));
        next.set(id, result);
        results.push({ id, operation: exists ? "update" : "create", document: result });
      } else if (operation === "delete") {
        for (const id of await idsOf(mutation?.delete, index)) {
          // Deleting a document deletes it published; its draft goes with a delete of `drafts.<id>`, as in the API.
          next.delete(id);
          results.push({ id, operation: "delete" });
        }
      } else if (operation === "patch") {
        const { id: _id, query: _query, params: _params, ifRevisionID, ...patch } = mutation?.patch ?? {};
        for (const id of await idsOf(mutation?.patch, index)) {
          const before = next.get(id);
          if (!before) fail(index, id, "documentNotFoundError", `Document by ID "${id}" not found`);
          if (ifRevisionID && before._rev !== ifRevisionID) {
            fail(index, id, "conflict", `Document by ID "${id}" has revision ${before._rev}, not ${ifRevisionID}`);
          }
          // The patch's operations (set, unset, inc, …) as the body brought them: @sanity/mutator reads what it knows.
          const result = apply(id, /** @type {MutatorMutation} */ ({ patch: { id, ...patch } }));
          next.set(id, result);
          results.push({ id, operation: "update", document: result });
        }
      } else {
        fail(index, null, "invalidMutation", `unsupported mutation "${operation}"`);
      }
    }
    const previous = latest;
    latest = next;
    const visibleAt = Date.now() + delayMs;
    if (delayMs > 0) pending.push({ visibleAt, state: next });
    else {
      current();
      visible = next;
    }
    const changedIds = [...new Set(results.filter((result) => result.operation !== "none").map((result) => result.id))];
    /** @type {Transaction} */
    const transaction = {
      transactionId,
      timestamp,
      visibleAt,
      mutations,
      changes: changedIds.map((id) => ({ id, before: previous.get(id) ?? null, after: next.get(id) ?? null })),
    };
    for (const listener of transactionListeners) {
      try {
        listener(transaction);
      } catch (error) {
        console.error("content lake stand-in: a transaction listener failed", error);
      }
    }
    return {
      transactionId,
      results: results.map(({ document, ...result }) => (returnDocuments && document ? { ...result, document } : result)),
    };
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {number} status
   * @param {unknown} body a Buffer sent as it is, or a value sent as JSON
   * @param {Entry} entry
   * @param {Record<string, string>} [headers]
   */
  function send(request, response, status, body, entry, headers = {}) {
    const payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    response.writeHead(status, {
      "content-type": Buffer.isBuffer(body) ? "application/octet-stream" : "application/json; charset=utf-8",
      "content-length": payload.length,
      ...headers,
    });
    response.end(request.method === "HEAD" ? undefined : payload);
    record(request, status, payload.length, entry);
  }

  /** @param {IncomingMessage} request @param {number} status @param {number} bytes @param {Entry} entry */
  function record(request, status, bytes, entry) {
    const { pathname } = new URL(request.url ?? "/", url);
    log.push({
      seq: ++sequence,
      time: new Date().toISOString(),
      // A server's request always has its method (only a client's response lacks one).
      method: /** @type {string} */ (request.method),
      path: pathname,
      kind: entry.kind ?? "other",
      ...(entry.tag ? { tag: entry.tag } : {}),
      ...(entry.query !== undefined ? { query: entry.query, params: entry.params ?? {}, perspective: entry.perspective } : {}),
      ...(entry.mutations !== undefined ? { mutations: entry.mutations } : {}),
      status,
      bytes,
      ms: Math.round((performance.now() - entry.started) * 10) / 10,
    });
  }

  /** @param {IncomingMessage} request */
  async function readJson(request) {
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
      size += chunk.length;
      // The Content Lake refuses bodies over a few megabytes; so does the stand-in.
      if (size > 4 * 2 ** 20) throw new ApiError(413, { type: "httpPayloadTooLarge", description: "request body too large" });
      chunks.push(chunk);
    }
    try {
      return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
    } catch {
      throw new ApiError(400, { type: "httpBadRequest", description: "the body is not JSON" });
    }
  }

  /** @param {IncomingMessage} request @param {string} name */
  function checkDataset(request, name) {
    const project = request.headers["x-sanity-project-id"];
    if ((project && project !== projectId) || name !== dataset) {
      throw new ApiError(404, {
        type: "httpNotFound",
        description: `Dataset "${name}" not found for project ID "${project ?? projectId}"`,
      });
    }
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {Entry} entry what the log will say of the request, filled in as it is understood
   */
  async function handle(request, response, entry) {
    const { started } = entry;
    const address = new URL(request.url ?? "/", url);
    const { pathname, searchParams } = address;
    try {
      const data = /^\/v([\w-]+)\/data\/(query|mutate|doc)\/([\w-]+)(?:\/(.+))?$/.exec(pathname);
      if (data) {
        // The pattern's groups: each but the last always matches.
        const [, version, endpoint, name, rest] = /** @type {[string, string, "query" | "mutate" | "doc", string, string | undefined]} */ (
          /** @type {unknown} */ (data)
        );
        checkDataset(request, name);
        entry.kind = endpoint;
        entry.tag = searchParams.get("tag") ?? undefined;
        if (endpoint === "query" && (request.method === "GET" || request.method === "POST")) {
          const body = request.method === "POST" ? await readJson(request) : null;
          const text = body ? body.query : searchParams.get("query");
          const params = body
            ? (body.params ?? {})
            : Object.fromEntries(
                [...searchParams].filter(([key]) => key.startsWith("$")).map(([key, value]) => [key.slice(1), parseParam(key, value)]),
              );
          const perspective = searchParams.get("perspective") ?? body?.perspective ?? defaultPerspective(version);
          Object.assign(entry, { query: text, params, perspective });
          const { result, documents } = await run(text, params, perspective);
          // Content Source Maps (source-map.mjs), when asked for, as stega (visual editing) asks.
          const sourceMap = searchParams.get("resultSourceMap") ?? body?.resultSourceMap;
          const resultSourceMap =
            sourceMap && sourceMap !== "false"
              ? { resultSourceMap: contentSourceMap(result, documents, { keyedArrays: sourceMap === "withKeyArraySelector" }) }
              : {};
          const ms = Math.round(performance.now() - started);
          const answer =
            searchParams.get("returnQuery") === "false"
              ? { result, ...resultSourceMap, ms }
              : { query: text, result, ...resultSourceMap, ms };
          return send(request, response, 200, answer, entry);
        }
        if (endpoint === "doc" && request.method === "GET" && rest) {
          // The doc endpoint reads the document as last written (not eventually consistent, unlike queries).
          const state = latest;
          const ids = rest.split(",").map(decodeURIComponent);
          const documents = ids.map((id) => state.get(id)).filter(Boolean);
          const omitted = ids.filter((id) => !state.has(id)).map((id) => ({ id, reason: "existence" }));
          return send(request, response, 200, { documents, omitted }, entry);
        }
        if (endpoint === "mutate" && request.method === "POST") {
          const body = await readJson(request);
          entry.mutations = body.mutations;
          const answer = await mutate(body.mutations, {
            transactionId: typeof body.transactionId === "string" ? body.transactionId : undefined,
            returnDocuments: searchParams.get("returnDocuments") === "true",
          });
          // `visibility=sync` (the default): answered once queries see the change, as Sanity answers.
          const visibility = searchParams.get("visibility") ?? "sync";
          if (visibility !== "async" && visibility !== "deferred" && delayMs > 0)
            await new Promise((resolve) => setTimeout(resolve, delayMs));
          return send(request, response, 200, answer, entry);
        }
        throw new ApiError(405, { type: "httpMethodNotAllowed", description: `${request.method} is not allowed here` });
      }
      const asset = /^\/(images|files)\/([\w-]+)\/([\w-]+)\/([\w.-]+)$/.exec(pathname);
      if (asset && (request.method === "GET" || request.method === "HEAD")) {
        // The pattern's groups: each always matches.
        const [, kind, project, name, file] = /** @type {[string, string, string, string, string]} */ (/** @type {unknown} */ (asset));
        entry.kind = kind === "images" ? "image" : "file";
        const found = files.get(file);
        if (project !== projectId || name !== dataset || !found || found.kind !== entry.kind) {
          throw new ApiError(404, { type: "httpNotFound", description: "Not found" });
        }
        if (kind === "files") return sendFile(request, response, found, searchParams, entry);
        return sendImage(request, response, found, searchParams, entry);
      }
      if (pathname === "/_standin/webhooks") return await webhookSender.serve(request, response, searchParams);
      const upload = /^\/v[\w-]+\/assets\/(images|files)\/([\w-]+)$/.exec(pathname);
      if (upload && request.method === "POST") {
        const [, kind, name] = /** @type {[string, "images" | "files", string]} */ (/** @type {unknown} */ (upload));
        checkDataset(request, name);
        entry.kind = "upload";
        return send(
          request,
          response,
          200,
          { document: await receiveAsset(request, kind === "images" ? "image" : "file", searchParams) },
          entry,
        );
      }
      const answered = await studio.handle(
        request,
        response,
        address,
        (status, body, headers) => send(request, response, status, body, entry, headers),
        (kind) => {
          entry.kind = /** @type {LogEntry["kind"]} */ (kind);
        },
      );
      if (answered) return;
      if (pathname === "/_standin/log") {
        // Not logged itself: a bench reading or emptying the log does not change it.
        if (request.method === "DELETE") log.length = 0;
        const since = Number(searchParams.get("since") ?? 0);
        const body = Buffer.from(
          JSON.stringify(request.method === "DELETE" ? { cleared: true } : { entries: log.filter((item) => item.seq > since) }),
        );
        response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
        return response.end(body);
      }
      throw new ApiError(404, { type: "httpNotFound", description: "Not found" });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return send(request, response, error.status, { error: error.error }, entry);
    }
  }

  /** @type {string | undefined} Where uploaded files are kept (a temporary folder, made on the first upload). */
  let uploads;

  /**
   * An upload (the body: the file's bytes): the asset document, created (or found: the same bytes make the
   * same asset) through `mutate()` so that listeners hear it, and the file served by the CDN.
   * @param {IncomingMessage} request
   * @param {"image" | "file"} kind
   * @param {URLSearchParams} searchParams
   */
  async function receiveAsset(request, kind, searchParams) {
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
      size += chunk.length;
      if (size > 64 * 2 ** 20) throw new ApiError(413, { type: "httpPayloadTooLarge", description: "the file is too large" });
      chunks.push(chunk);
    }
    const bytes = Buffer.concat(chunks);
    if (bytes.length === 0) throw new ApiError(400, { type: "httpBadRequest", description: "the upload is empty" });
    const filename = searchParams.get("filename") ?? undefined;
    let extension = extname(filename ?? "")
      .slice(1)
      .toLowerCase();
    if (kind === "image") {
      const { format } = await sharp(bytes)
        .metadata()
        .catch(() => {
          throw new ApiError(400, { type: "httpBadRequest", description: "the upload is not an image" });
        });
      extension = format === "jpeg" ? "jpg" : String(format);
    }
    uploads ??= await mkdtemp(join(tmpdir(), "content-lake-uploads-"));
    const path = join(uploads, `${createHash("sha1").update(bytes).digest("hex")}.${extension || "bin"}`);
    await writeFile(path, bytes);
    const asset = await assetOf(kind, path, bytes, { projectId, dataset, cdnUrl: base }, new Date().toISOString(), filename);
    files.set(asset.name, asset);
    const { _rev, _createdAt, _updatedAt, ...document } = asset.document;
    await mutate([{ createIfNotExists: document }]);
    return latest.get(document._id) ?? asset.document;
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {Asset} found
   * @param {URLSearchParams} searchParams
   * @param {Entry} entry
   */
  async function sendFile(request, response, found, searchParams, entry) {
    const download = searchParams.get("dl");
    const headers = {
      "content-type": found.mimeType,
      "content-length": found.size,
      "cache-control": "public, max-age=31536000, immutable",
      ...(download !== null
        ? { "content-disposition": `attachment; filename="${(download || found.name).replace(/["\\\r\n]/g, "")}"` }
        : {}),
    };
    response.writeHead(200, headers);
    if (request.method === "HEAD") {
      response.end();
      return record(request, 200, 0, entry);
    }
    const stream = createReadStream(found.path);
    stream.pipe(response);
    await new Promise((done) => response.once("close", done));
    record(request, 200, found.size, entry);
  }

  /** Sanity's image pipeline, the parameters the site and the tests use: rect, w, h, fit, fm, auto=format, q, dpr. */
  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {Asset} found
   * @param {URLSearchParams} searchParams
   * @param {Entry} entry
   */
  async function sendImage(request, response, found, searchParams, entry) {
    /** @param {string} key */
    const number = (key) => {
      const value = searchParams.get(key);
      if (value === null) return undefined;
      const parsed = Number(value);
      if (!Number.isFinite(parsed) || parsed <= 0) throw new ApiError(400, { type: "httpBadRequest", description: `invalid ${key}` });
      return parsed;
    };
    const dpr = number("dpr") ?? 1;
    const width = number("w") ?? number("max-w");
    const height = number("h") ?? number("max-h");
    const fit = searchParams.get("fit") ?? "clip";
    const accept = String(request.headers.accept ?? "");
    /** @type {Record<string, keyof import("sharp").FormatEnum | "avif" | undefined>} */
    const formats = { jpg: "jpeg", pjpg: "jpeg", png: "png", webp: "webp", avif: "avif", gif: "gif" };
    const requested = searchParams.get("fm");
    if (requested && !formats[requested])
      throw new ApiError(400, { type: "httpBadRequest", description: `unsupported format ${requested}` });
    // auto=format: WebP where the browser takes it (Sanity may choose AVIF; WebP keeps the stand-in fast).
    const format =
      formats[requested ?? ""] ??
      (searchParams.get("auto") === "format" && accept.includes("image/webp")
        ? "webp"
        : (formats[String(found.document.extension)] ?? "jpeg"));
    let image = sharp(found.path);
    const rect = searchParams.get("rect");
    if (rect) {
      // A part left out is not an integer either: refused below.
      const [left = Number.NaN, top = Number.NaN, rectWidth = Number.NaN, rectHeight = Number.NaN] = rect.split(",").map(Number);
      if (![left, top, rectWidth, rectHeight].every((value) => Number.isInteger(value) && value >= 0) || !rectWidth || !rectHeight) {
        throw new ApiError(400, { type: "httpBadRequest", description: "invalid rect" });
      }
      image = image.extract({ left, top, width: rectWidth, height: rectHeight });
    }
    if (width || height) {
      const size = { width: width && Math.round(width * dpr), height: height && Math.round(height * dpr) };
      /** @type {Record<string, keyof import("sharp").FitEnum | undefined>} */
      const fits = { clip: "inside", max: "inside", crop: "cover", min: "cover", fill: "contain", fillmax: "contain", scale: "fill" };
      image = image.resize({
        ...size,
        fit: fits[fit] ?? "inside",
        withoutEnlargement: fit === "max" || fit === "fillmax" || fit === "min",
      });
    }
    const quality = number("q");
    const body = await image.toFormat(format, quality ? { quality: Math.min(100, quality) } : {}).toBuffer();
    send(request, response, 200, body, entry, {
      "content-type": `image/${format}`,
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept",
    });
  }

  return {
    url,
    studioApiHost: secure ? `https://localhost:${boundPort}` : `http://localhost:${boundPort}`,
    projectId,
    dataset,
    /** Every request so far (a live array: read it, or empty it with `log.length = 0`). */
    log,
    query,
    mutate,
    /** The asset documents the import made, by their `_id`. */
    assets: () => [...files.values()].map((file) => file.document),
    onTransaction: (listener) => {
      transactionListeners.add(listener);
      return () => transactionListeners.delete(listener);
    },
    webhookDeliveries: webhookSender.deliveries,
    waitForWebhooks: webhookSender.waitFor,
    onWebhookDelivery: webhookSender.onDelivery,
    stop: () =>
      new Promise((done) => {
        webhookSender.stop();
        for (const socket of sockets) socket.destroy();
        server.close(() => done(undefined));
      }),
  };
}

/** @param {string} key @param {string} value */
function parseParam(key, value) {
  try {
    return JSON.parse(value);
  } catch {
    throw new ApiError(400, { type: "httpBadRequest", description: `the parameter ${key} is not JSON` });
  }
}

// The command line: a stand-in a dev server (or a bench in another process) can be pointed at.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
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
    `Point the site at it: SANITY_PROJECT_ID=${lake.projectId} SANITY_DATASET=${lake.dataset} SANITY_API_HOST=${lake.url} SANITY_CDN_URL=${lake.url}`,
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
