export function stripScripts(html: string): string;
export function deferScriptsToFormInteraction(html: string): string;
export function appClientChunks(manifestSources: Iterable<string>): Set<string>;
export function withoutClientRuntime(html: string, clientChunks: Set<string>): string;
export function deferredScripts(html: string): string[] | null;
