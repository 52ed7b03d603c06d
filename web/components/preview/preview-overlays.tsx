import { draftPerspective } from "@/lib/content/draft-mode";
import { VisualEditing } from "./visual-editing";

/**
 * Visual-editing overlays, in draft mode only. Built in only when a Sanity project and read token are
 * configured at build time: otherwise next.config.ts swaps this module for preview-overlays-off.tsx, so
 * a default build has no reference to any preview code at all.
 */
export async function PreviewOverlays() {
  return (await draftPerspective()) !== undefined ? <VisualEditing /> : null;
}
