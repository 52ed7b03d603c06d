import { createClient, type SanityClient } from "@sanity/client";

type SanityConfig = { projectId: string; dataset: string; apiVersion: string; token: string | undefined; apiHost?: string | undefined };

/** Fields read into <head> (titles, descriptions): stega there would only corrupt metadata. */
const metadataFields = new Set(["seo", "defaultSeo", "firmName"]);

/** A real Sanity project. Published documents only; the CDN is skipped so builds see the latest publish. */
export function createSanityClient(config: SanityConfig): SanityClient {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: false,
    perspective: "published",
    ...(config.token ? { token: config.token } : {}),
    // Another API host (SITE_TEST_SANITY_API_HOST: the suite's Content Lake stand-in) is addressed as is, the
    // project named in a header rather than in the host name.
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
}

/**
 * Reads published content; in draft mode (an editor's preview, which needs a read token) it reads the
 * perspective the Studio asked for (`drafts`, or a release's stack) instead, with stega-encoded strings
 * that visual editing turns into edit links.
 */
export function createSanitySource(
  config: SanityConfig & { studioUrl?: string | undefined },
  draftPerspective: () => Promise<string[] | undefined> = async () => undefined,
) {
  const client = createSanityClient(config);
  const drafts =
    config.token && config.studioUrl
      ? client.withConfig({
          perspective: "drafts",
          stega: {
            enabled: true,
            studioUrl: config.studioUrl,
            // Stega (invisible edit links) only in visible prose: a value without a space may be an enum
            // (colour, icon), a path or an address, which must stay exactly as stored.
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

/**
 * One read of the revision queries show of a document (null: none), for the webhook's bounded wait
 * (lib/content/revalidate-webhook.ts), which polls it: no retries of the client's own, a short timeout
 * (the client's default is 5 minutes), and abandoned when the wait's `signal` aborts.
 * (next-sanity's webhook helper sleeps a fixed 3 s instead, and reads the body unbounded.)
 */
export function createRevisionReader(config: SanityConfig, timeoutMs = 2_000) {
  const client = createSanityClient(config).withConfig({ timeout: timeoutMs, maxRetries: 0 });
  return (id: string, signal: AbortSignal) =>
    client.fetch<{ rev: string; updatedAt: string | null } | null>(
      `*[_id == $id][0]{"rev": _rev, "updatedAt": _updatedAt}`,
      { id },
      { cache: "no-store", tag: "publish-check", signal },
    );
}
