import { Injectable, Logger } from '@nestjs/common';

/**
 * Where this process is in its shutdown (`src/app/graceful-shutdown.ts` moves it on): `serving`; `draining` from
 * SIGTERM on (readiness answers 503, every response says `Connection: close`, requests are still served); `closing`
 * once the listener closes (what keeps a response open for ever, an event stream, ends then).
 */
@Injectable()
export class ShutdownState {
  private readonly logger = new Logger('Shutdown');
  private phase: 'serving' | 'draining' | 'closing' = 'serving';
  private readonly closeListeners = new Set<() => void>();

  /** Whether the process is draining or closing: not ready for new work. */
  get shuttingDown(): boolean {
    return this.phase !== 'serving';
  }

  /** SIGTERM arrived: readiness fails and clients are asked to reconnect elsewhere. */
  drain(): void {
    if (this.phase === 'serving') this.phase = 'draining';
  }

  /** The listener closes now: the `onClose` listeners run (once). */
  close(): void {
    if (this.phase === 'closing') return;
    this.phase = 'closing';
    for (const listener of [...this.closeListeners]) {
      try {
        listener();
      } catch (error) {
        this.logger.error(`A shutdown listener failed: ${String(error)}`);
      }
    }
    this.closeListeners.clear();
  }

  /** Runs `listener` when the listener closes; returns what stops it from being run. */
  onClose(listener: () => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }
}
