import type { ClientRuntimePolicy } from "@/lib/client-runtime.mjs";

/**
 * Declares how the page loads Next's client runtime (lib/client-runtime.mjs), as an empty <template> the server
 * reads. Without it a page gets none, and a page that renders a client component anyway is refused at start.
 */
export function ClientRuntime({ load }: { load: ClientRuntimePolicy }) {
  return <template data-client-runtime={load} />;
}
