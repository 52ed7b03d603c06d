// The Query API's evaluation: GROQ by groq-js over what the perspective sees, with the Content Lake's errors
// for a query that does not parse or names a parameter not given. `text::query()` (the Studio's search and
// document lists), which groq-js does not implement, is rewritten before evaluation into the `match` it
// stands for: its words (a trailing `*` a prefix, a quoted phrase its words), negated words (`-word`) dropped.
import { evaluate, parse } from "groq-js";
import { ApiError, badRequest } from "./api-error.mjs";

/** @import { GroqSyntaxError } from "groq-js" */
/** @import { Store } from "./store.mjs" */

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
 * A query's syntax tree, ready to evaluate; an ApiError (400) for a query that does not parse or uses a
 * parameter not given.
 * @param {string} text
 * @param {Record<string, unknown>} params
 */
function parseQuery(text, params) {
  if (typeof text !== "string" || text.trim() === "") throw badRequest("missing query");
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
      const description = `param $${name} referenced, but not provided`;
      throw new ApiError(400, { type: "queryParseError", description, query: text, start, end: start + name.length + 1 });
    }
  }
  return text.includes("text::query") ? withoutTextQuery(tree, params) : tree;
}

/**
 * Runs a GROQ query as the Query API does, over what queries see now; with the result, the documents the query
 * saw (for its Content Source Map: source-map.mjs).
 * @param {Store} store
 * @param {{ projectId: string; dataset: string }} sanity
 * @param {string} text
 * @param {Record<string, unknown>} params
 * @param {string} perspective
 */
export async function runQuery(store, sanity, text, params, perspective) {
  const tree = parseQuery(text, params);
  const { documents, byId } = store.documentsFor(perspective);
  const value = await evaluate(tree, {
    dataset: documents,
    params,
    sanity,
    dereference: ({ _ref }) => byId.get(_ref) ?? null,
  });
  return { result: await value.get(), documents };
}
