// The API's errors as the Content Lake answers them (`{ error: { type, description, … } }` with a status), and
// the reads of a request that can fail with one: a `$param`'s JSON, a JSON body.

/** @import { IncomingMessage } from "node:http" */

/** The error body of an answer of the API. @typedef {{ type: string; description: string; [key: string]: unknown }} ApiErrorBody */

export class ApiError extends Error {
  /** @param {number} status @param {ApiErrorBody} error */
  constructor(status, error) {
    super(error.description);
    this.status = status;
    this.error = error;
  }
}

/** @param {number} status @param {string} type @param {string} description @param {Record<string, unknown>} [extra] */
export const apiError = (status, type, description, extra = {}) => new ApiError(status, { type, description, ...extra });

/** @param {string} description */
export const badRequest = (description) => apiError(400, "httpBadRequest", description);

export const notFound = () => apiError(404, "httpNotFound", "Not found");

/**
 * A dataset of the stand-in's project, or a 404 as the API answers for another.
 * @param {{ projectId: string; dataset: string }} lake @param {string} name @param {unknown} [project] the project the request names
 */
export function checkDataset({ projectId, dataset }, name, project) {
  if ((project && project !== projectId) || name !== dataset) {
    throw apiError(404, "httpNotFound", `Dataset "${name}" not found for project ID "${project ?? projectId}"`);
  }
}

/** A 405 for a path answered with other methods. @param {string | undefined} method */
export const methodNotAllowed = (method) => apiError(405, "httpMethodNotAllowed", `${method} is not allowed here`);

/** @param {string} key @param {string} value */
export function parseParam(key, value) {
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`the parameter ${key} is not JSON`);
  }
}

/** A query string's `$name=<json>` parameters. @param {URLSearchParams} searchParams */
export const paramsOf = (searchParams) =>
  Object.fromEntries(
    [...searchParams].filter(([key]) => key.startsWith("$")).map(([key, value]) => [key.slice(1), parseParam(key, value)]),
  );

/**
 * A request's body, at most `limit` bytes (413 beyond).
 * @param {IncomingMessage} request @param {number} limit @param {string} tooLarge what the 413 says
 */
export async function readBody(request, limit, tooLarge) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) throw apiError(413, "httpPayloadTooLarge", tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * A JSON body (none: `{}`), sent as `application/json` as Sanity's API requires: a form's or `text/plain` body
 * (which a page of any site may send without asking first) is refused with 415.
 * @param {IncomingMessage} request
 */
export async function readJson(request) {
  // The Content Lake refuses bodies over a few megabytes; so does the stand-in.
  const body = await readBody(request, 4 * 2 ** 20, "request body too large");
  const type = String(request.headers["content-type"] ?? "")
    .split(";", 1)[0]
    ?.trim()
    .toLowerCase();
  if (body.length > 0 && type !== "application/json") {
    throw apiError(415, "httpUnsupportedMediaType", `the body must be sent as application/json, not ${type || "without a content type"}`);
  }
  try {
    return JSON.parse(body.toString("utf8") || "{}");
  } catch {
    throw badRequest("the body is not JSON");
  }
}
