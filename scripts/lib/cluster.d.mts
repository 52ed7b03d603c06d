import type { ChildProcess } from "node:child_process";
export type Running = {
  name: string;
  process: ChildProcess;
  log: string;
  exited: Promise<{ code: number | null; signal: string | null }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
};
export const web: string;
export const clusterPrograms: Record<string, string>;
export function findProgram(name: string): string | undefined;
export function freePort(): Promise<number>;
export function waitForHttp(url: string, timeoutMs?: number, isUp?: (response: Response) => boolean): Promise<void>;
export function startVarnish(options: { dir: string; port: number; backendPort: number }): Running;
export function waitForLog(running: Running, pattern: RegExp, timeoutMs?: number, from?: number): Promise<void>;
