import { after } from "next/server";
import { purgeCdn } from "@/lib/cdn/purge";
import { handleRevalidateWebhook } from "@/lib/content/revalidate-webhook";
import { createRevisionReader } from "@/lib/content/source-sanity";
import { contentSource, revalidateSecret } from "@/lib/env";
import { expireTags } from "@/next-internals/index.mjs";

/** With a Sanity project, the webhook waits until the Content Lake shows the published revision. */
const visible = contentSource.kind === "sanity" ? createRevisionReader(contentSource) : undefined;

export async function POST(request: Request) {
  const expired = new Set<string>();
  const response = await handleRevalidateWebhook(request, revalidateSecret, {
    // Expired at once, before the answer (a failure is a 503 Sanity retries): the next request reads and renders
    // anew, never serving the previous version again.
    tags: async (tags) => {
      // Bounded as the shared cache's commands (2 s): a cache that stalls is a 503 before the delivery's claim
      // lapses (lib/content/revalidate-webhook.ts: the wait's 10 s, and 5 s more).
      const late = AbortSignal.timeout(2_000);
      await Promise.race([expireTags(tags), new Promise((_, reject) => late.addEventListener("abort", () => reject(late.reason)))]);
      for (const tag of tags) expired.add(tag);
    },
    visible,
  });
  // After the answer, once the Content Lake settled: the webhook does not wait on the CDN. A page rendered for a
  // request carries no tags, only its path's key; a shared cache keeps it no longer than the bounded s-maxage (lib/env.ts).
  if (response.ok) after(() => purgeCdn([...expired]));
  return response;
}
