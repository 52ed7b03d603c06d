import { type SanityClientLike, validatePreviewUrl } from "@sanity/preview-url-secret";
import { errorMessage } from "../error-message";

export type PreviewCheck = { ok: true; redirectTo: string } | { ok: false; status: 401 | 502; error: string };

/**
 * Checks a draft-mode request from the Studio's Presentation tool: the URL carries a short-lived secret
 * that the Studio stored in the project, and only a client with a read token can look it up.
 * `client` is undefined when no Sanity project (or no read token) is configured.
 */
export async function checkPreviewUrl(url: string, client: SanityClientLike | undefined): Promise<PreviewCheck> {
  if (!client) {
    return {
      ok: false,
      status: 401,
      error:
        "Preview is not available: this site reads the bundled dataset. Set SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_READ_TOKEN to preview drafts.",
    };
  }
  try {
    const { isValid, redirectTo = "/" } = await validatePreviewUrl(client, url);
    if (!isValid) {
      return { ok: false, status: 401, error: "Missing or invalid preview secret: open the preview from the Studio's Presentation tool." };
    }
    return { ok: true, redirectTo };
  } catch (error) {
    return { ok: false, status: 502, error: `Could not check the preview secret with Sanity: ${errorMessage(error)}` };
  }
}
