import type { DatabaseSync } from "node:sqlite";

export type PurgeLimits = { submissionsBefore?: Date; pendingBefore?: Date };
export type Purged = { submissions: number; subscribers: number };

export function submissionCutoff(months: number, now?: Date): Date;
export function pendingCutoff(days: number, now?: Date): Date;
export const sqliteSecureDelete: string;
export function purgeSqlite(db: DatabaseSync, limits: PurgeLimits): Purged;
export function purgePostgres(
  query: (text: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>>; rowCount: number | null }>,
  limits: PurgeLimits,
): Promise<Purged>;
