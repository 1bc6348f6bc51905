/** How the process stops on SIGTERM (`src/app/graceful-shutdown.ts`). */
export interface ShutdownConfig {
  /**
   * Seconds between SIGTERM and closing the listener, while readiness answers 503 and requests are still served, so
   * that load balancers stop sending first (`SHUTDOWN_DRAIN_SECONDS`, 0 to 300, default 5).
   */
  drainSeconds: number;
  /**
   * Seconds the requests still running get once the listener is closed; their connections are closed after it
   * (`SHUTDOWN_TIMEOUT_SECONDS`, 1 to 600, default 25).
   */
  timeoutSeconds: number;
}

/** Reads SHUTDOWN_DRAIN_SECONDS and SHUTDOWN_TIMEOUT_SECONDS for loadConfig(); problems go to `problems`. */
export function readShutdownConfig(
  env: Record<string, string | undefined>,
  problems: string[],
): ShutdownConfig {
  const seconds = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    if (/^\d{1,3}$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw);
    problems.push(`${name} must be a whole number of seconds from ${min} to ${max}, got "${raw}"`);
    return fallback;
  };
  return {
    drainSeconds: seconds('SHUTDOWN_DRAIN_SECONDS', 5, 0, 300),
    timeoutSeconds: seconds('SHUTDOWN_TIMEOUT_SECONDS', 25, 1, 600),
  };
}
