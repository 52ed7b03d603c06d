export const bundledDataset: string;

export type LogEntry = {
  seq: number;
  time: string;
  method: string;
  path: string;
  kind: "query" | "mutate" | "doc" | "image" | "file" | "standin" | "other";
  tag?: string;
  query?: string;
  params?: Record<string, unknown>;
  perspective?: string;
  mutations?: unknown[];
  status: number;
  bytes: number;
  ms: number;
};

export type SanityDocument = { _id: string; _type: string; [key: string]: unknown };

export type ContentLake = {
  url: string;
  projectId: string;
  dataset: string;
  /** Every request so far (a live array: read it, or empty it with `log.length = 0`). */
  log: LogEntry[];
  query(query: string, params?: Record<string, unknown>, perspective?: string): Promise<unknown>;
  mutate(
    mutations: unknown[],
    options?: { transactionId?: string; returnDocuments?: boolean },
  ): Promise<{ transactionId: string; results: Array<{ id: string; operation: string; document?: SanityDocument }> }>;
  assets(): SanityDocument[];
  stop(): Promise<void>;
};

export function startContentLake(options?: {
  datasetFile?: string;
  port?: number;
  host?: string;
  projectId?: string;
  dataset?: string;
  delayMs?: number;
  cdnUrl?: string;
}): Promise<ContentLake>;
