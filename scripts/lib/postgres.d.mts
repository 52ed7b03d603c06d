export function findPostgresBin(): string | undefined;
export function startPostgres(options?: { prefix?: string }): Promise<{ url: string; port: number; stop(): void }>;
export function freePort(): Promise<number>;
