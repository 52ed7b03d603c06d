/** Stands in for preview-overlays.tsx in builds without a Sanity project (see next.config.ts). */
export function PreviewOverlays() {
  return null;
}
