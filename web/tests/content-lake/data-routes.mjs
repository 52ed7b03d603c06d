// The data API's routes: queries (GET, or POST for long ones; a Content Source Map when asked), documents by
// id, and mutations (answered as Sanity's for its `visibility`).
import { checkDataset, methodNotAllowed, paramsOf, readJson } from "./api-error.mjs";
import { defaultPerspective } from "./perspectives.mjs";
import { runQuery } from "./query.mjs";
import { contentSourceMap } from "./source-map.mjs";

/** @import { Exchange, Lake, Route } from "./router.mjs" */

/** `/v<version>/data/<endpoint>/<dataset>[/<rest>]`: version, dataset and rest are the groups. @param {string} endpoint */
const dataPath = (endpoint) => new RegExp(`^/v([\\w-]+)/data/${endpoint}/([\\w-]+)(?:/(.+))?$`);

/**
 * A request to one of the data endpoints: its dataset checked, its kind and tag logged.
 * @param {Lake} lake @param {Exchange} exchange @param {string} name @param {"query" | "mutate" | "doc"} endpoint
 */
function enter(lake, { request, searchParams, entry }, name, endpoint) {
  checkDataset(lake, name, request.headers["x-sanity-project-id"]);
  entry.kind = endpoint;
  entry.tag = searchParams.get("tag") ?? undefined;
}

/** @param {Lake} lake @param {Exchange} exchange @param {string} version */
async function answerQuery(lake, { request, searchParams, entry, send }, version) {
  const started = entry.started;
  const body = request.method === "POST" ? await readJson(request) : null;
  const text = body ? body.query : searchParams.get("query");
  const params = body ? (body.params ?? {}) : paramsOf(searchParams);
  const perspective = searchParams.get("perspective") ?? body?.perspective ?? defaultPerspective(version);
  Object.assign(entry, { query: text, params, perspective });
  const { projectId, dataset } = lake;
  const { result, documents } = await runQuery(lake.store, { projectId, dataset }, text, params, perspective);
  // Content Source Maps (source-map.mjs), when asked for, as stega (visual editing) asks.
  const sourceMap = searchParams.get("resultSourceMap") ?? body?.resultSourceMap;
  const resultSourceMap =
    sourceMap && sourceMap !== "false"
      ? { resultSourceMap: contentSourceMap(result, documents, { keyedArrays: sourceMap === "withKeyArraySelector" }) }
      : {};
  const ms = Math.round(performance.now() - started);
  const withQuery = searchParams.get("returnQuery") !== "false";
  send(200, withQuery ? { query: text, result, ...resultSourceMap, ms } : { result, ...resultSourceMap, ms });
}

/** The doc endpoint reads documents as last written (not eventually consistent, unlike queries). @param {Lake} lake @param {Exchange} exchange @param {string} list */
function answerDocuments(lake, { send }, list) {
  const state = lake.store.latest();
  const ids = list.split(",").map(decodeURIComponent);
  const documents = ids.map((id) => state.get(id)).filter(Boolean);
  const omitted = ids.filter((id) => !state.has(id)).map((id) => ({ id, reason: "existence" }));
  send(200, { documents, omitted });
}

/** @param {Lake} lake @param {Exchange} exchange */
async function answerMutate(lake, { request, searchParams, entry, send }) {
  const body = await readJson(request);
  entry.mutations = body.mutations;
  const answer = await lake.mutate(body.mutations, {
    transactionId: typeof body.transactionId === "string" ? body.transactionId : undefined,
    returnDocuments: searchParams.get("returnDocuments") === "true",
  });
  // `visibility=sync` (the default): answered once queries see the change, as Sanity answers.
  const visibility = searchParams.get("visibility") ?? "sync";
  const delayMs = lake.store.delayMs;
  if (visibility !== "async" && visibility !== "deferred" && delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  send(200, answer);
}

/** @param {Lake} lake @returns {Route[]} */
export const dataRoutes = (lake) => [
  {
    path: dataPath("query"),
    methods: ["GET", "POST"],
    answer: (exchange, [version = "", name = ""]) => {
      enter(lake, exchange, name, "query");
      return answerQuery(lake, exchange, version);
    },
  },
  {
    path: dataPath("doc"),
    methods: ["GET"],
    answer: (exchange, [, name = "", list]) => {
      enter(lake, exchange, name, "doc");
      if (!list) throw methodNotAllowed(exchange.method);
      return answerDocuments(lake, exchange, list);
    },
  },
  {
    path: dataPath("mutate"),
    methods: ["POST"],
    answer: (exchange, [, name = ""]) => {
      enter(lake, exchange, name, "mutate");
      return answerMutate(lake, exchange);
    },
  },
  {
    path: dataPath("(query|mutate|doc)"),
    answer: (exchange, [, endpoint, name = ""]) => {
      enter(lake, exchange, name, /** @type {"query" | "mutate" | "doc"} */ (endpoint));
      throw methodNotAllowed(exchange.method);
    },
  },
];
