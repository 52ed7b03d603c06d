// Every HTML answer server.mjs sends passes here, whatever made it. Plain JavaScript: server.mjs runs it unbundled.
import { inDraftMode } from "../next-internals/index.mjs";
import { declaredPolicy, deferredScripts, servedHtml } from "./client-runtime.mjs";
import { inlineStylesheets } from "./page-css.mjs";
import { contentSecurityPolicyForHtml } from "./security-headers.ts";

/**
 * Makes `response` send its HTML as its route declares (./client-runtime.mjs; `clientChunks` null: as Next made it),
 * its rules inlined (./page-css.mjs), with its CSP, and hands it to `sent`. Draft mode's pages go as Next made them.
 * @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response
 * @param {{ clientChunks: Set<string> | null, staticDir: string, imageOrigin: string | undefined, sent?: (status: number, headers: Record<string, unknown>, body: Buffer) => void }} options
 */
export function applyClientRuntimePolicy(request, response, { clientChunks, staticDir, imageOrigin, sent }) {
  if (request.method === "HEAD" || inDraftMode(request.headers)) return;
  bufferHtml(response, (html) => {
    let body = html;
    let runsScripts = true;
    if (clientChunks) {
      try {
        body = servedHtml(html, clientChunks, request.url ?? "/");
        runsScripts = declaredPolicy(html, request.url ?? "/") !== "none";
      } catch (error) {
        // Sent as Next made it, so that its client component works (the build check refuses such prerendered pages).
        console.error(error);
      }
    }
    body = inlineStylesheets(body, staticDir, deferredScripts(body) ?? []);
    const bytes = Buffer.from(body, "utf8");
    response.setHeader("content-length", bytes.length);
    response.setHeader("content-security-policy", contentSecurityPolicyForHtml(body, imageOrigin, runsScripts));
    sent?.(response.statusCode, response.getHeaders(), bytes);
    return bytes;
  });
}

/**
 * Makes `response` buffer an HTML answer whole and send what `finish` makes of it; any other streams through.
 * @param {import("node:http").ServerResponse} response @param {(html: string) => Buffer} finish
 */
function bufferHtml(response, finish) {
  const original = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders };
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {boolean | undefined} */
  let buffering;
  const decide = () => {
    const { statusCode } = response;
    buffering ??=
      /^text\/html\b/i.test(String(response.getHeader("content-type"))) &&
      statusCode !== 204 &&
      statusCode !== 304 &&
      !response.getHeader("content-encoding");
    if (!buffering) Object.assign(response, original);
    return buffering;
  };
  Object.assign(response, {
    // The head waits for the decision: set now (as Node's writeHead does once a header is set), written with the answer.
    writeHead(/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      response.statusCode = status;
      for (const value of rest) {
        if (typeof value === "string") response.statusMessage = value;
        else if (value)
          for (const [name, header] of Object.entries(/** @type {Record<string, string>} */ (value))) response.setHeader(name, header);
      }
      if (!decide()) original.writeHead.call(response, status);
      return response;
    },
    flushHeaders() {
      if (!decide()) original.flushHeaders.call(response);
    },
    write(/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (!decide()) return original.write.call(response, chunk, encoding, callback);
      chunks.push(Buffer.from(chunk, encoding));
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") queueMicrotask(done);
      return true;
    },
    end(/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (!decide()) return original.end.call(response, chunk, encoding, callback);
      if (chunk != null && typeof chunk !== "function") chunks.push(Buffer.from(chunk, encoding));
      Object.assign(response, original);
      const done = [chunk, encoding, callback].find((value) => typeof value === "function");
      return original.end.call(response, finish(Buffer.concat(chunks).toString("utf8")), done);
    },
  });
}
