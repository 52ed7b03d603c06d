// The asset API's routes: the file CDN, the image CDN (Sanity's image pipeline, the parameters the site and
// the tests use: rect, w, h, fit, fm, auto=format, q, dpr; sharp renders), and uploads.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import sharp from "sharp";
import { badRequest, checkDataset, notFound, readBody } from "./api-error.mjs";
import { assetOf } from "./assets.mjs";

/** @import { Asset } from "./assets.mjs" */
/** @import { Exchange, Lake, Route } from "./router.mjs" */

/**
 * What an uploaded file may do when opened: nothing (no script, no plugin, no request; sandboxed). With the
 * `nosniff` of every answer and the types below sent as attachments, an upload (whose address anyone can compute
 * from its bytes) never runs as a page of the stand-in's origin.
 */
export const assetPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; sandbox";

/** Types a browser would run as a document (SVG, HTML, XML, script): downloaded, never shown inline. */
const activeType = /svg|html|xml|javascript|ecmascript/i;

/** A file the CDN serves, whole (`dl`, or a type that could run: as an attachment). @param {Lake} lake @param {Exchange} exchange @param {Asset} found */
async function sendFile(lake, { request, response, searchParams, entry }, found) {
  const download = searchParams.get("dl");
  const attachment = download !== null || activeType.test(found.mimeType);
  response.writeHead(200, {
    "content-type": found.mimeType,
    "content-length": found.size,
    "cache-control": "public, max-age=31536000, immutable",
    "content-security-policy": assetPolicy,
    ...(attachment ? { "content-disposition": `attachment; filename="${(download || found.name).replace(/["\\\r\n]/g, "")}"` } : {}),
  });
  if (request.method === "HEAD") {
    response.end();
    return lake.requests.record(request, 200, 0, entry);
  }
  createReadStream(found.path).pipe(response);
  await new Promise((done) => response.once("close", done));
  lake.requests.record(request, 200, found.size, entry);
}

/** @type {Record<string, keyof import("sharp").FormatEnum | "avif" | undefined>} */
const formats = { jpg: "jpeg", pjpg: "jpeg", png: "png", webp: "webp", avif: "avif", gif: "gif" };
/** @type {Record<string, keyof import("sharp").FitEnum | undefined>} */
const fits = { clip: "inside", max: "inside", crop: "cover", min: "cover", fill: "contain", fillmax: "contain", scale: "fill" };

/** A positive number parameter, or undefined when absent. @param {URLSearchParams} searchParams @param {string} key */
function positive(searchParams, key) {
  const value = searchParams.get(key);
  if (value === null) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw badRequest(`invalid ${key}`);
  return parsed;
}

/** The format asked for (`fm`), or by `auto=format`, or the image's own. @param {Exchange} exchange @param {Asset} found */
function formatOf({ request, searchParams }, found) {
  const requested = searchParams.get("fm");
  if (requested && !formats[requested]) throw badRequest(`unsupported format ${requested}`);
  // auto=format: WebP where the browser takes it (Sanity may choose AVIF; WebP keeps the stand-in fast).
  const webp = searchParams.get("auto") === "format" && String(request.headers.accept ?? "").includes("image/webp");
  return formats[requested ?? ""] ?? (webp ? "webp" : (formats[String(found.document.extension)] ?? "jpeg"));
}

/** The size asked for (`w`, `h` or `max-w`, `max-h`, times `dpr`) and how to fit it. @param {URLSearchParams} searchParams */
function sizeOf(searchParams) {
  const dpr = positive(searchParams, "dpr") ?? 1;
  const width = positive(searchParams, "w") ?? positive(searchParams, "max-w");
  const height = positive(searchParams, "h") ?? positive(searchParams, "max-h");
  const fit = searchParams.get("fit") ?? "clip";
  return { width: width && Math.round(width * dpr), height: height && Math.round(height * dpr), fit };
}

/**
 * The image cut (`rect`) and sized as asked.
 * @param {URLSearchParams} searchParams @param {Asset} found @param {ReturnType<typeof sizeOf>} size
 */
function cutAndSize(searchParams, found, { width, height, fit }) {
  let image = sharp(found.path);
  const rect = searchParams.get("rect");
  if (rect) {
    // A part left out is not an integer either: refused below.
    const [left = Number.NaN, top = Number.NaN, rectWidth = Number.NaN, rectHeight = Number.NaN] = rect.split(",").map(Number);
    if (![left, top, rectWidth, rectHeight].every((value) => Number.isInteger(value) && value >= 0) || !rectWidth || !rectHeight) {
      throw badRequest("invalid rect");
    }
    image = image.extract({ left, top, width: rectWidth, height: rectHeight });
  }
  if (!width && !height) return image;
  return image.resize({
    width,
    height,
    fit: fits[fit] ?? "inside",
    withoutEnlargement: fit === "max" || fit === "fillmax" || fit === "min",
  });
}

/** An image of the CDN, rendered as its parameters ask (each checked in the order Sanity's pipeline reads them). @param {Exchange} exchange @param {Asset} found */
async function sendImage(exchange, found) {
  const { searchParams } = exchange;
  const size = sizeOf(searchParams);
  const format = formatOf(exchange, found);
  const image = cutAndSize(searchParams, found, size);
  const quality = positive(searchParams, "q");
  const body = await image.toFormat(format, quality ? { quality: Math.min(100, quality) } : {}).toBuffer();
  exchange.send(200, body, {
    "content-type": `image/${format}`,
    "cache-control": "public, max-age=31536000, immutable",
    vary: "Accept",
    "content-security-policy": assetPolicy,
  });
}

/**
 * An upload (the body: the file's bytes): the asset document, created (or found: the same bytes make the same
 * asset) through `mutate()` so that listeners hear it, and the file served by the CDN. Kept in `folder()`.
 * @param {Lake} lake @param {Exchange} exchange @param {"image" | "file"} kind @param {() => Promise<string>} folder
 */
async function receiveAsset(lake, { request, searchParams }, kind, folder) {
  const bytes = await readBody(request, 64 * 2 ** 20, "the file is too large");
  if (bytes.length === 0) throw badRequest("the upload is empty");
  const filename = searchParams.get("filename") ?? undefined;
  let extension = extname(filename ?? "")
    .slice(1)
    .toLowerCase();
  if (kind === "image") {
    const { format } = await sharp(bytes)
      .metadata()
      .catch(() => {
        throw badRequest("the upload is not an image");
      });
    extension = format === "jpeg" ? "jpg" : String(format);
  }
  const path = join(await folder(), `${createHash("sha1").update(bytes).digest("hex")}.${extension || "bin"}`);
  await writeFile(path, bytes);
  const { projectId, dataset, cdnUrl } = lake;
  const asset = await assetOf(kind, path, bytes, { projectId, dataset, cdnUrl }, new Date().toISOString(), filename);
  lake.files.set(asset.name, asset);
  const { _rev, _createdAt, _updatedAt, ...document } = asset.document;
  await lake.mutate([{ createIfNotExists: document }]);
  return lake.store.get(document._id) ?? asset.document;
}

/** @param {Lake} lake @returns {Route[]} */
export function cdnRoutes(lake) {
  /** @param {Exchange} exchange @param {string[]} groups */
  const found = ({ entry }, [kind, project, name, file]) => {
    entry.kind = kind === "images" ? "image" : "file";
    const asset = lake.files.get(file ?? "");
    if (project !== lake.projectId || name !== lake.dataset || !asset || asset.kind !== entry.kind) throw notFound();
    return asset;
  };
  return [
    {
      path: /^\/(images|files)\/([\w-]+)\/([\w-]+)\/([\w.-]+)$/,
      methods: ["GET", "HEAD"],
      answer: (exchange, groups) => {
        const asset = found(exchange, /** @type {string[]} */ (groups));
        return groups[0] === "files" ? sendFile(lake, exchange, asset) : sendImage(exchange, asset);
      },
    },
  ];
}

/** @param {Lake} lake @returns {Route[]} */
export function uploadRoutes(lake) {
  /** @type {string | undefined} Where uploaded files are kept (a temporary folder, made on the first upload). */
  let uploads;
  const folder = async () => {
    uploads ??= await mkdtemp(join(tmpdir(), "content-lake-uploads-"));
    return uploads;
  };
  return [
    {
      path: /^\/v[\w-]+\/assets\/(images|files)\/([\w-]+)$/,
      methods: ["POST"],
      answer: async (exchange, [kind, name = ""]) => {
        checkDataset(lake, name, exchange.request.headers["x-sanity-project-id"]);
        exchange.entry.kind = "upload";
        exchange.send(200, { document: await receiveAsset(lake, exchange, kind === "images" ? "image" : "file", folder) });
      },
    },
  ];
}
