// Every HTML response the server sends passes through here (server.mjs), whatever made it: a page
// prerendered at build time, one regenerated after a publish, one rendered while its first visitor waits
// (a brand-new post, a page whose cache entry a publish expired), the 404 page. Its HTML is buffered and
// sent as its route declares (lib/client-runtime.mjs `servedHtml`: by default without Next's client
// runtime), with its length set again. Applying the policy in the cache handler's `get` alone missed
// every page rendered for a request, which never passes through a cache read.
//
// Plain JavaScript: server.mjs runs outside the bundler.
import { inDraftMode } from "../next-internals/index.mjs";
import { declaredPolicy, deferredScripts, servedHtml } from "./client-runtime.mjs";
import { inlineStylesheets } from "./page-css.mjs";
import { contentSecurityPolicyForHtml } from "./security-headers.ts";

/**
 * Makes `response` send its HTML as the page's route declares. Call before Next writes anything.
 * Only `text/html` answers are buffered; anything else streams through untouched.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * Each page is sent with the Content-Security-Policy of the HTML it is sent as (lib/security-headers.ts):
 * its inline scripts' and styles' hashes, `script-src 'none'` when it has none; a page in draft mode keeps its own.
 * @param {(() => Set<string>) | null} clientChunks the site's client chunks (see cache-handler.mjs `clientChunksOf`);
 *   null sends the HTML as Next rendered it (SITE_TEST_CLIENT_RUNTIME=next), with its policy all the same
 * @param {{ staticDir?: string, imageOrigin?: string | undefined, report?: (error: unknown) => void, sent?: (status: number, headers: Record<string, unknown>, body: Buffer) => void }} [options]
 *   `staticDir`, the build's static files: the page's stylesheet is inlined as the rules it uses (lib/page-css.mjs);
 *   the policy's image origin; `report` is told of a page that breaks the policy (it is then sent as Next rendered
 *   it); `sent` is given each HTML answer as it is sent (lib/page-memory.mjs keeps the pages)
 */
export function applyClientRuntimePolicy(request, response, clientChunks, { staticDir, imageOrigin, report = console.error, sent } = {}) {
  if (request.method === "HEAD") return;
  // Draft mode's pages keep the policy next.config.ts gives them (lib/security-headers.ts).
  const draft = inDraftMode(request.headers);
  bufferHtml(response, (html) => {
    let body = html;
    let scripts = true;
    try {
      // A draft-mode page (only the Studio's preview can switch it on) keeps Next's runtime: its
      // visual-editing overlays are client components (components/preview/), and its policy allows them.
      if (clientChunks && !draft) {
        body = servedHtml(html, clientChunks(), request.url ?? "/");
        // A page that runs no script gets `script-src 'none'` from its declaration, never from its markup.
        scripts = declaredPolicy(html) !== "none";
      }
    } catch (error) {
      // A page that breaks the policy is sent as Next rendered it, so that its client component works,
      // and reported (the build check refuses such pages before the server starts: see checkBuild).
      report(error);
    }
    if (staticDir && !draft) body = inlineStylesheets(body, staticDir, deferredScripts(body) ?? []);
    const bytes = Buffer.from(body, "utf8");
    response.setHeader("content-length", bytes.length);
    if (!draft) response.setHeader("content-security-policy", contentSecurityPolicyForHtml(body, imageOrigin, scripts));
    sent?.(response.statusCode, response.getHeaders(), bytes);
    return bytes;
  });
}

/**
 * Makes `response` buffer an HTML answer whole and send what `finish` makes of it (with the status and headers
 * Next gave it, which `finish` may add to). Decided when Next first sends anything: any other answer (not HTML,
 * 204, 304, already encoded) streams through untouched.
 * @param {import("node:http").ServerResponse} response
 * @param {(html: string) => Buffer} finish
 */
function bufferHtml(response, finish) {
  const original = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders };
  /** @type {undefined | boolean} whether this response is buffered */
  let buffering;
  /** @type {unknown[] | undefined} the arguments of a deferred writeHead */
  let headArgs;
  /** @type {Buffer[]} */
  const chunks = [];
  const decide = () => {
    if (buffering === undefined) {
      buffering = isHtmlAnswer(response, headArgs);
      if (!buffering) {
        Object.assign(response, original);
        if (headArgs) original.writeHead.apply(response, /** @type {any} */ (headArgs));
      }
    }
    return buffering;
  };
  /** @type {any} */
  const patched = response;
  patched.writeHead = (/** @type {unknown[]} */ ...args) => {
    headArgs = args;
    decide();
    return response;
  };
  patched.flushHeaders = () => {
    if (!decide()) original.flushHeaders.call(response);
  };
  patched.write = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {unknown} */ callback) => {
    if (!decide()) return original.write.call(response, chunk, /** @type {any} */ (encoding), /** @type {any} */ (callback));
    collect(chunks, chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") queueMicrotask(() => done());
    return true;
  };
  patched.end = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {unknown} */ callback) => {
    if (!decide()) return original.end.call(response, chunk, /** @type {any} */ (encoding), /** @type {any} */ (callback));
    collect(chunks, chunk, encoding);
    Object.assign(response, original);
    if (headArgs) applyHead(response, headArgs);
    const bytes = finish(Buffer.concat(chunks).toString("utf8"));
    const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
    return original.end.call(response, bytes, /** @type {any} */ (done));
  };
}

/**
 * Whether the answer, as Next has begun it, is HTML with a body to rewrite.
 * @param {import("node:http").ServerResponse} response @param {unknown[] | undefined} headArgs a deferred writeHead's arguments
 */
function isHtmlAnswer(response, headArgs) {
  const status = headArgs && typeof headArgs[0] === "number" ? headArgs[0] : response.statusCode;
  const type = String(headerFrom(headArgs) ?? response.getHeader("content-type") ?? "");
  return /^text\/html\b/i.test(type) && status !== 204 && status !== 304 && !response.getHeader("content-encoding");
}

/** A chunk Next wrote, as bytes. @param {Buffer[]} chunks @param {unknown} chunk @param {unknown} encoding */
function collect(chunks, chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return;
  chunks.push(
    typeof chunk === "string"
      ? Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8")
      : Buffer.from(/** @type {Uint8Array} */ (chunk)),
  );
}

/** A deferred writeHead's status, message and headers, set on the response. @param {import("node:http").ServerResponse} response @param {unknown[]} headArgs */
function applyHead(response, [status, ...rest]) {
  const headers = rest.find((value) => typeof value === "object" && value !== null);
  const message = rest.find((value) => typeof value === "string");
  response.statusCode = Number(status);
  if (message) response.statusMessage = String(message);
  if (headers) for (const [name, value] of headerEntries(headers)) response.setHeader(name, value);
}

/** @param {unknown} headers @returns {[string, any][]} */
function headerEntries(headers) {
  if (Array.isArray(headers)) {
    // writeHead's flat [name, value, name, value] form
    /** @type {[string, any][]} */
    const pairs = [];
    for (let index = 0; index + 1 < headers.length; index += 2) pairs.push([String(headers[index]), headers[index + 1]]);
    return pairs;
  }
  return Object.entries(/** @type {Record<string, any>} */ (headers));
}

/** The Content-Type among writeHead's arguments, if it names one. @param {unknown[] | undefined} args */
function headerFrom(args) {
  const headers = args?.find((value, index) => index > 0 && typeof value === "object" && value !== null);
  if (!headers) return undefined;
  return headerEntries(headers).find(([name]) => name.toLowerCase() === "content-type")?.[1];
}
