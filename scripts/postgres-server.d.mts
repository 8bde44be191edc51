// Types for the test helpers in TypeScript that start their own server (fault tests).
export function findPostgresBin(): string | undefined;
export function startPostgres(binDir: string): Promise<{
  url: string;
  stop(): void;
  restart(options?: { downMs?: number }): Promise<void>;
}>;
