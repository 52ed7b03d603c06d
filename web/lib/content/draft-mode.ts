/**
 * Whether this request is an editor's preview (Next's draft mode, switched on by
 * app/api/draft-mode/enable). False outside a request (build, tests) and while prerendering.
 */
export async function isDraftMode(): Promise<boolean> {
  try {
    const { draftMode } = await import("next/headers");
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}
