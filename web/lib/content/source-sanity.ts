import { createClient, type SanityClient } from "@sanity/client";

type SanityConfig = { projectId: string; dataset: string; apiVersion: string; token: string | undefined; apiHost?: string | undefined };

/** Fields read into <head> (titles, descriptions): stega there would only corrupt metadata. */
const metadataFields = new Set(["seo", "defaultSeo", "firmName"]);

/** A Sanity project's published documents, past the CDN so that builds see the latest publish. */
export function createSanityClient({ projectId, dataset, apiVersion, token, apiHost }: SanityConfig): SanityClient {
  return createClient({
    projectId,
    dataset,
    apiVersion,
    useCdn: false,
    perspective: "published",
    ...(token ? { token } : {}),
    // Another API host (the suite's Content Lake stand-in) is addressed as is, the project named in a header.
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
}

/** Published content; in draft mode, the perspective the Studio asked for, with stega edit links. */
export function createSanitySource(
  config: SanityConfig & { studioUrl?: string | undefined },
  draftPerspective: () => Promise<string[] | undefined>,
) {
  const client = createSanityClient(config);
  const drafts =
    config.token && config.studioUrl
      ? client.withConfig({
          perspective: "drafts",
          stega: {
            enabled: true,
            studioUrl: config.studioUrl,
            // Only in visible prose: a value without a space may be an enum (colour, icon), a path or an address.
            filter: (props) =>
              !props.sourcePath.some((key) => metadataFields.has(String(key))) && /\s/.test(props.value) && props.filterDefault(props),
          },
        })
      : undefined;
  return async (query: string, params: Record<string, unknown>): Promise<unknown> => {
    const perspective = drafts && (await draftPerspective());
    return perspective ? drafts.fetch(query, params, { perspective }) : client.fetch(query, params);
  };
}

/** One read of the revision queries show of a document (null: none), for the webhook's wait: no retries, 2 s at most. */
export function createRevisionReader(config: SanityConfig) {
  const client = createSanityClient(config).withConfig({ timeout: 2_000, maxRetries: 0 });
  return (id: string, signal: AbortSignal) =>
    client.fetch<{ rev: string; updatedAt: string | null } | null>(
      `*[_id == $id][0]{"rev": _rev, "updatedAt": _updatedAt}`,
      { id },
      { cache: "no-store", tag: "publish-check", signal },
    );
}
