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
      await expireTags(tags);
      for (const tag of tags) expired.add(tag);
    },
    visible,
  });
  // After the answer, once the Content Lake settled: the webhook does not wait on the CDN. A page rendered for a
  // request carries no tags, only its path's key; a shared cache keeps it no longer than the bounded s-maxage (lib/env.ts).
  if (response.ok) after(() => purgeCdn([...expired]));
  return response;
}
