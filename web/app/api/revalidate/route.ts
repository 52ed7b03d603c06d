import { revalidatePath } from "next/cache";
import { handleRevalidateWebhook } from "@/lib/content/revalidate-webhook";
import { revalidateSecret } from "@/lib/env";
import { publicRoutes } from "@/lib/routes";

/** Sanity's webhook on publish (see lib/content/revalidate-webhook.ts). */
export function POST(request: Request) {
  return handleRevalidateWebhook(request, revalidateSecret, {
    path: (path) => revalidatePath(path),
    layout: () => revalidatePath("/", "layout"),
    allRoutes: publicRoutes,
  });
}
