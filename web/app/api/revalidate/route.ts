import { revalidatePath } from "next/cache";
import { after } from "next/server";
import { purgeCdn } from "@/lib/cdn/purge";
import { pathKey } from "@/lib/cdn/surrogate-keys.mjs";
import { handleRevalidateWebhook } from "@/lib/content/revalidate-webhook";
import { revalidateSecret } from "@/lib/env";
import { publicRoutes } from "@/lib/routes";

/** Sanity's webhook on publish (see lib/content/revalidate-webhook.ts); then the cache in front is told (lib/cdn). */
export async function POST(request: Request) {
  const tags = new Set<string>();
  const paths = new Set<string>();
  const response = await handleRevalidateWebhook(request, revalidateSecret, {
    path: (path) => {
      revalidatePath(path);
      paths.add(path);
    },
    layout: () => {
      revalidatePath("/", "layout");
      // Every page under the root layout carries this tag (its surrogate key); pages rendered on request
      // carry only their path, so the answer's routes are purged by path as well (below).
      tags.add(pathKey("/layout"));
    },
    allRoutes: publicRoutes,
  });
  if (response.ok) {
    const { revalidated = [] } = (await response.clone().json()) as { revalidated?: string[] };
    for (const path of revalidated) paths.add(path);
    // After the answer: the webhook does not wait on the CDN (purgeCdn retries, logs, and never throws).
    after(() => purgeCdn({ tags: [...tags], paths: [...paths] }));
  }
  return response;
}
