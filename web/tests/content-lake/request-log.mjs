// The stand-in's request log: every request answered through `send` (method, path, kind, query, params,
// perspective, status, bytes sent, time), read by tests in the process (`lake.log`) or over HTTP
// (`/_standin/log`, admin-routes.mjs) by a bench in another.

/** @import { IncomingMessage, ServerResponse } from "node:http" */
/** @import { LogEntry } from "./server.mjs" */

/**
 * What `record` makes a log entry of: when the request began, and what it asked.
 * @typedef {{ started: number } & Partial<Pick<LogEntry, "kind" | "tag" | "query" | "params" | "perspective" | "mutations">>} Entry
 */

export function createRequestLog() {
  /** @type {LogEntry[]} Every request: method, path, kind, query, params, perspective, status, bytes sent, time. */
  const log = [];
  let sequence = 0;

  /** @param {IncomingMessage} request @param {number} status @param {number} bytes @param {Entry} entry */
  function record(request, status, bytes, entry) {
    // The path alone is read: any base will do.
    const { pathname } = new URL(request.url ?? "/", "http://standin");
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

  /**
   * Answers, and logs the answer.
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

  return { log, record, send };
}

/** @typedef {ReturnType<typeof createRequestLog>} RequestLog */
