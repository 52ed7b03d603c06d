import { z } from "zod";

// An image field (Sanity's `image` type, with hotspot): its alternative text, crop and focus point, and its file's
// address and size, which both sources give in the same shape.

const assetFields = `_id, _type, url, "width": metadata.dimensions.width, "height": metadata.dimensions.height`;

/** Everything of an image but its `asset`, which is a reference: for projections that spread `...`. */
export const imageAssetField = `"asset": asset->{${assetFields}}`;

/** The projection of an image field. */
export const imageFields = (field: string) => `${field}{alt, hotspot, crop, ${imageAssetField}}`;

const fraction = z.number().min(0).max(1);

/** An image's file: its address and its size in pixels. */
export const imageAsset = z.object({
  _id: z.string(),
  url: z.string().min(1),
  width: z.number().int().positive("the image's file has no width: upload it again"),
  height: z.number().int().positive("the image's file has no height: upload it again"),
});

export const imageData = z.object({
  alt: z.string().nullish(),
  hotspot: z.object({ x: fraction, y: fraction }).nullish(),
  crop: z.object({ top: fraction, bottom: fraction, left: fraction, right: fraction }).nullish(),
  asset: imageAsset.nullish(),
});

/** What the site draws: a file and its alternative text. */
export type SiteImage = z.output<typeof imageData> & { alt: string; asset: z.output<typeof imageAsset> };

/** An optional image: none, or a file with its alternative text (a file without one fails, naming the field). */
export const image = imageData
  .nullish()
  .superRefine((value, context) => {
    if (value?.asset && !value.alt?.trim())
      context.addIssue({ code: "custom", message: "the image needs its alternative text", path: ["alt"] });
  })
  .transform((value): SiteImage | null => (value?.asset ? (value as SiteImage) : null));
