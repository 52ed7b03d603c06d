import type { SlugIsUniqueValidator } from "sanity";

/**
 * Slug uniqueness within a document type. In the Studio it asks the project (the same query Sanity's
 * default runs, limited to the type). Offline, validating the bundled dataset with
 * `sanity documents validate --file`, there is no project to ask: the check then passes here and
 * `scripts/validate-content.mjs` checks duplicate slugs over the whole file instead.
 */
export const isUniqueSlugInType: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context;
  if (!document) return true;
  const published = document._id.replace(/^drafts\./, "");
  try {
    const taken = await getClient({ apiVersion: "2025-01-01" }).fetch<boolean>(
      "count(*[_type == $type && slug.current == $slug && !(_id in [$draft, $published])]) > 0",
      { type: document._type, slug, draft: `drafts.${published}`, published },
    );
    return !taken;
  } catch {
    return true;
  }
};
