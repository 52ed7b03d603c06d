export type ClientRuntimePolicy = "none" | "on-form-interaction" | "eager";
export const clientRuntimePolicies: readonly ClientRuntimePolicy[];
export function stripScripts(html: string): string;
export function deferScriptsToFormInteraction(html: string): string;
export function deferredScripts(html: string): string[] | null;
export function appClientChunks(manifestSources: Iterable<string>): Set<string>;
export function declaredPolicy(html: string): ClientRuntimePolicy;
export function loadsClientComponents(html: string, clientChunks: Set<string>): boolean;
export function servedHtml(html: string, clientChunks: Set<string>, page: string): string;
export function perRequestPages(
  appPathsManifest: Record<string, string>,
  prerenderManifest: { routes?: unknown; dynamicRoutes?: unknown },
): string[];
