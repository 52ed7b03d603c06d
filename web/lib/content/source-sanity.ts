import { createClient } from "@sanity/client";

type SanityConfig = { projectId: string; dataset: string; apiVersion: string; token: string | undefined };

/** A real Sanity project. Published documents only; the CDN is skipped so builds see the latest publish. */
export function createSanitySource(config: SanityConfig) {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: false,
    perspective: "published",
    ...(config.token ? { token: config.token } : {}),
  });
  return (query: string, params: Record<string, unknown>): Promise<unknown> => client.fetch(query, params);
}
