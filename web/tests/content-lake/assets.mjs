// The assets of the dataset: the import of an export (each `_sanityAsset` beside the NDJSON uploaded), and the
// asset document the Content Lake makes of a file's bytes (`image-<sha1>-<w>x<h>-<ext>`, `file-<sha1>-<ext>`,
// path, URL on the CDN, size, dimensions read from the file).
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { basename, dirname, extname, join } from "node:path";
import sharp from "sharp";

/** @import { SanityDocument } from "./server.mjs" */

/**
 * An uploaded asset: its document, and the file the CDN serves under `name`.
 * @typedef {{ kind: string; name: string; path: string; mimeType: string; size: number; document: SanityDocument }} Asset
 */

/** @typedef {{ projectId: string; dataset: string; cdnUrl: string }} Upload Where assets are uploaded to. */

/** The date import stamps on every document (`_createdAt`, `_updatedAt`): fixed, so answers are deterministic. */
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
export async function importDataset(file, { projectId, dataset, cdnUrl }) {
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
export async function assetOf(kind, path, bytes, { projectId, dataset, cdnUrl }, at, filename = basename(path)) {
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
