import { revalidateTag } from "next/cache";
import { handleRevalidateWebhook } from "@/lib/content/revalidate-webhook";
import { createPublishWatcher } from "@/lib/content/source-sanity";
import { contentSource, revalidateSecret } from "@/lib/env";

/** With a Sanity project, the webhook waits until the Content Lake shows the published revision. */
const published = contentSource.kind === "sanity" ? createPublishWatcher(contentSource) : undefined;

/** Sanity's webhook on publish (see lib/content/revalidate-webhook.ts). */
export function POST(request: Request) {
  return handleRevalidateWebhook(request, revalidateSecret, {
    // Expired at once: the next request reads and renders anew, never serving the previous version again.
    tags: (tags) => {
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
    },
    published,
  });
}
