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
    // Another API host (SANITY_API_HOST, e.g. the suite's Content Lake stand-in) is addressed as is, the
    // project named in a header rather than in the host name.
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
}

/**
 * Reads published content; in draft mode (an editor's preview, which needs a read token) it reads the
 * `drafts` perspective instead, with stega-encoded strings that visual editing turns into edit links.
 */
export function createSanitySource(
  config: SanityConfig & { studioUrl?: string | undefined },
  isDraftMode: () => Promise<boolean> = async () => false,
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
  return async (query: string, params: Record<string, unknown>): Promise<unknown> =>
    (drafts && (await isDraftMode()) ? drafts : client).fetch(query, params);
}

/**
 * Polls the Content Lake until queries see a published document at its new revision, or no longer see a
 * deleted one: the webhook can arrive before the query API has caught up (it is eventually consistent),
 * and revalidating then would cache the previous version again. Bounded: false after `timeoutMs`.
 * (next-sanity's webhook helper sleeps a fixed 3 s instead, and reads the body unbounded.)
 */
export function createPublishWatcher(config: SanityConfig, { intervalMs = 250, timeoutMs = 10_000 } = {}) {
  const client = createSanityClient(config);
  return async ({ id, rev, deleted }: { id: string; rev: string | undefined; deleted: boolean }): Promise<boolean> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const seen = await client
        .fetch<string | null>("*[_id == $id][0]._rev", { id }, { cache: "no-store", tag: "publish-check" })
        .catch(() => undefined);
      if (seen !== undefined && (deleted ? seen === null : seen !== null && (rev === undefined || seen === rev))) return true;
      if (Date.now() + intervalMs > until) return false;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  };
}
