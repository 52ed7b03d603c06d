import type { ServerResponse } from "node:http";
export function boundSharedCaching(value: string, bound: { maxAgeSeconds: number; staleSeconds: number }): string;
export function boundResponseCaching(
  response: ServerResponse,
  settings: { maxAgeSeconds: number; staleSeconds: number; surrogateKeys?: boolean; cacheTagHeader?: boolean },
  url?: string,
): ServerResponse;
