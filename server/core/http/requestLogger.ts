// Request loggers built on first use. Fastify gives every request a child of the app's pino logger
// (bindings: reqId); with per-request lines off (app.ts) almost no request ever writes to it, so
// the pino child is only made when one does (an error, a failed audit write), with the very same
// bindings and options. Saves building a child for each of the thousands of reads a second.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, FastifyChildLoggerFactory } from 'fastify/types/logger';

type LogFn = (...args: unknown[]) => void;

class LazyRequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.logger.fatal as LogFn)(...args);
  }

  error(...args: unknown[]): void {
    (this.logger.error as LogFn)(...args);
  }

  warn(...args: unknown[]): void {
    (this.logger.warn as LogFn)(...args);
  }

  info(...args: unknown[]): void {
    (this.logger.info as LogFn)(...args);
  }

  debug(...args: unknown[]): void {
    (this.logger.debug as LogFn)(...args);
  }

  trace(...args: unknown[]): void {
    (this.logger.trace as LogFn)(...args);
  }

  silent(...args: unknown[]): void {
    (this.logger.silent as LogFn)(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

export const lazyRequestLogger: FastifyChildLoggerFactory = (logger, bindings, options) =>
  new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
