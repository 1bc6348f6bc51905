import { Logger } from '@nestjs/common';
import { AbstractLogger, type LogLevel, type LogMessage } from 'typeorm';

/**
 * Sends TypeORM's messages to Nest's Logger. Query parameters are never logged: they can hold patient data and
 * password hashes.
 */
export class TypeOrmNestLogger extends AbstractLogger {
  private readonly logger = new Logger('TypeORM');

  protected writeLog(
    level: LogLevel,
    logMessage: LogMessage | string | number | (LogMessage | string | number)[],
  ): void {
    for (const { type, prefix, message } of this.prepareLogMessages(logMessage, {
      highlightSql: false,
      appendParameterAsComment: false,
    })) {
      const text = prefix ? `${prefix} ${String(message)}` : String(message);
      switch (type ?? level) {
        case 'error':
          this.logger.error(text);
          break;
        // A failed query is often expected (a unique violation answered with 409); unexpected ones reach the
        // exception filter, which logs them as errors.
        case 'query-error':
        case 'warn':
        case 'query-slow':
          this.logger.warn(text);
          break;
        case 'log':
        case 'info':
        case 'migration':
          this.logger.log(text);
          break;
        default:
          this.logger.verbose(text);
      }
    }
  }
}
