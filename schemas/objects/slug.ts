import type { SlugIsUniqueValidator } from "sanity";
import { studioClient } from "./case-study-figures";

/**
 * Slug uniqueness within a document type. In the Studio it asks the project (the same query Sanity's
 * default runs, limited to the type). Offline, validating the bundled dataset with
 * `sanity documents validate --file`, there is no project to ask (the placeholder project id "offline"):
 * the check then passes here at once, without a network request, and
 * `scripts/validate-content.mjs` checks duplicate slugs over the whole file instead.
 */
export const isUniqueSlugInType: SlugIsUniqueValidator = async (slug, context) => {
  const { document } = context;
  // No project configured (studio/env.ts): nothing to ask, and a request would only wait for the network.
  const client = studioClient(context);
  if (!document || !client) return true;
  const published = document._id.replace(/^drafts\./, "");
  try {
    const taken = await client.fetch<boolean>("count(*[_type == $type && slug.current == $slug && !(_id in [$draft, $published])]) > 0", {
      type: document._type,
      slug,
      draft: `drafts.${published}`,
      published,
    });
    return !taken;
  } catch {
    return true;
  }
};

/** Always unique to Sanity's own check, whose message says "Slug": `addressTakenMessage` says it in the editor's words. */
export const uniqueToSanity = () => true;

/** The error for an address another document of the type has, or undefined when it is free. */
export async function addressTakenMessage(current: string, context: Parameters<SlugIsUniqueValidator>[1]): Promise<string | undefined> {
  return (await isUniqueSlugInType(current, context))
    ? undefined
    : "This address is already taken by another of this kind: change it (Generate makes one from the title).";
}
