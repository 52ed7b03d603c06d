export const pathTagPrefix: string;
export function pathKey(path: string): string;
export function surrogateKeys(tagsHeader: unknown): string | undefined;
