import { perspectiveCookieName } from "@sanity/preview-url-secret/constants";

/** A perspective the Studio may ask a preview for (`drafts`, `published`, `rSpring,drafts`), as its parts; never `raw`. */
export function previewPerspective(value: string | null | undefined): string[] | undefined {
  const parts = value?.split(",") ?? [];
  const valid = parts.length > 0 && parts.length <= 10 && parts.every((part) => /^[\w-]{1,100}$/.test(part) && part !== "raw");
  return valid ? parts : undefined;
}

/** The perspective of this request's preview (Next's draft mode), or undefined: no preview, no request, prerendering. */
export async function draftPerspective(): Promise<string[] | undefined> {
  let headers: typeof import("next/headers");
  try {
    headers = await import("next/headers");
    if (!(await headers.draftMode()).isEnabled) return undefined;
  } catch {
    return undefined;
  }
  // Inside a cached read Next refuses cookies() (draftMode() it allows), synchronously: a preview then reads the drafts.
  try {
    return previewPerspective((await headers.cookies()).get(perspectiveCookieName)?.value) ?? ["drafts"];
  } catch {
    return ["drafts"];
  }
}
