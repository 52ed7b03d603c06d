import type { ClientRuntimePolicy } from "@/lib/client-runtime.mjs";

/**
 * Declares how the page that renders it loads Next's client runtime (lib/client-runtime.mjs): a route
 * with one of the site's client components renders this in its page.tsx. Without it a page gets none,
 * and a page that renders a client component anyway is refused when the server starts. It renders an
 * inert, empty <template> that the server reads.
 */
export function ClientRuntime({ load }: { load: ClientRuntimePolicy }) {
  return <template data-client-runtime={load} />;
}
