import { DrizzleQueryError } from 'drizzle-orm/errors';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';
import type { Config } from './config';

/** Query parameters whose values never reach a log line. */
const SECRET_QUERY_KEYS = /([?&](?:token|otp|code|password|auth|key)=)[^&]*/gi;

/** Fields of an error that name what went wrong, never the data it went wrong on. */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'constraint'];
/** How deep a chain of causes is followed. */
const CAUSE_DEPTH = 3;

/** A PostgreSQL error (node-postgres or PGlite): a SQLSTATE and a severity. */
function isDatabaseError(error: Error): boolean {
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * What an error's message may say in a log line. A failed query's message lists its parameters (a password hash, an
 * email, a sealed account number): only its SQL, with placeholders, is kept. A database error may quote a value
 * ('invalid input syntax for type uuid: "…"'): quoted text is masked.
 */
function safeMessage(error: Error): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  if (isDatabaseError(error)) return error.message.replace(/"[^"]*"/g, '"[redacted]"');
  return error.message;
}

/**
 * An error as it goes to the log: its type, a safe message, its stack frames and the fields that name what failed,
 * with its causes. Nothing else it carries (a query's params, a database error's detail, which quotes the row) is
 * written.
 */
type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) return { type: typeof value, message: String(value), stack: '' };
  const type = value.constructor.name;
  const message = safeMessage(value);
  const frames = (value.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of SAFE_ERROR_FIELDS) {
    const fieldValue = (value as unknown as Record<string, unknown>)[field];
    if (typeof fieldValue === 'string' || typeof fieldValue === 'number') serialized[field] = fieldValue;
  }
  if (value.cause !== undefined && depth < CAUSE_DEPTH) serialized.cause = serializeError(value.cause, depth + 1);
  return serialized;
}
// Only a query can carry a secret: most URLs (catalogue reads) skip the regular expression.
const maskSecrets = (url: string) => (url.includes('?') ? url.replace(SECRET_QUERY_KEYS, '$1[redacted]') : url);

/**
 * Request logs (pino): method, URL with secrets masked, status and time. Bodies are never logged, and the
 * headers that carry credentials are redacted, so no password, session token, CSRF token or OTP code is written;
 * errors go through serializeError, so no query parameter or database row is written either.
 */
export function loggerOptions(config: Config): pino.LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.otp',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: maskSecrets(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** Readable lines for a person at a terminal in development; JSON for everything else (production, files, CI). */
export function readableLogs(config: Config, isTTY = Boolean(process.stdout.isTTY)): boolean {
  return config.NODE_ENV === 'development' && isTTY;
}

/** The fields a readable line leaves out: its message already says them, or they are noise at a terminal. */
const READABLE_IGNORED_FIELDS = 'pid,hostname,reqId,req,res,responseTime';

export type LoggerTarget = { isTTY?: boolean; destination?: NodeJS.WritableStream };

/**
 * Standard output, written asynchronously: a line joins a buffer and the buffer goes out in one write while the
 * server keeps answering (sonic-boom, pino's own writer), instead of a blocking write per line. Under load the buffer
 * goes out once it holds 64 KB, about 230 request lines (up to 256 KB a write when lines came in while the last write
 * was out); when traffic is light, within a second. Each write is a round trip through libuv's thread pool, about
 * 40 µs of CPU: at 4 KB a write that was about 3 µs a request line, at 64 KB a fifth of a µs. What is still buffered
 * at exit is written by pino's exit hook, and by flushLogs at shutdown; a process killed outright loses at most the
 * last 64 KB.
 *
 * sonic-boom keeps lines as Buffers (contentMode 'buffer'), each line encoded once as it comes: in its default
 * mode it appends each line to one pending string and measures that string's UTF-8 length on every line, which
 * copies the whole pending text (up to maxWrite) each time: about 4 µs a request line under load, as much as
 * building the line (docs/decisions/2026-11-26-the-request-log-is-cheap-at-the-default-level.md).
 */
const LOG_WRITE_BYTES = 64 * 1024;
const LOG_WRITE_MAX_BYTES = 256 * 1024;
const LOG_FLUSH_MS = 1000;
type SonicBoom = ReturnType<typeof pino.destination>;

/** pino's destination: lines into sonic-boom as Buffers, each encoded once (see above). */
export class EncodedLines implements pino.DestinationStream {
  readonly boom: SonicBoom;

  constructor(fd: number) {
    this.boom = pino.destination({
      dest: fd,
      sync: false,
      contentMode: 'buffer',
      minLength: LOG_WRITE_BYTES,
      maxWrite: LOG_WRITE_MAX_BYTES,
      periodicFlush: LOG_FLUSH_MS,
    });
  }

  write(line: string): void {
    // Typed for strings; in buffer mode it takes Buffers (and only Buffers).
    this.boom.write(Buffer.from(line) as unknown as string);
  }

  flush(callback: (error?: Error) => void): void {
    this.boom.flush(callback);
  }

  flushSync(): void {
    this.boom.flushSync();
  }
}

/**
 * The server's logger: pino with loggerOptions, into stdout (tests pass another destination), written through
 * pino-pretty in this thread when readable (no worker thread, so the bundled server needs no transport file).
 */
export function createLogger(config: Config, { isTTY, destination }: LoggerTarget = {}) {
  if (!readableLogs(config, isTTY)) {
    return pino(loggerOptions(config), destination ?? new EncodedLines(1)) as FastifyBaseLogger;
  }
  const readable = pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: READABLE_IGNORED_FIELDS,
    destination: destination ?? process.stdout,
  });
  return pino(loggerOptions(config), readable) as FastifyBaseLogger;
}

/** Writes what the logger still holds (main.ts, at shutdown). */
export function flushLogs(logger: FastifyBaseLogger): Promise<void> {
  const { flush } = logger as Partial<pino.Logger>;
  if (!flush) return Promise.resolve();
  return new Promise((resolve) => flush.call(logger, () => resolve()));
}

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's own logger (`request.log`), made only when the request writes a line through it: a handler's warning,
 * an error. Fastify made a pino child per request (its bindings serialized, the request id among them) that most
 * requests never write with: the request line goes through OneLineRequestLog, and at LOG_LEVEL=warn nothing does.
 */
class RequestLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: pino.Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  private write(method: LogMethod, args: unknown[]): void {
    if (!((this.made ?? this.parent) as pino.Logger).isLevelEnabled(method)) return;
    (this.logger[method] as (...line: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a RequestLogger, unless a route asks for a level of its own. */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
): FastifyBaseLogger {
  if (Object.keys(options).length > 0) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings) as unknown as FastifyBaseLogger;
}

/**
 * One line a request, when its answer is sent: "GET /x 200 3ms", with the same facts as fields for JSON readers
 * (error level when the answer failed). Fastify's "incoming request" line is dropped; its other lines stay.
 *
 * A request line is the most written line, so it is cheap: built only when it will be written (LOG_LEVEL=warn
 * writes none), its fields made here from the request (method, the URL with secrets masked, the client's address,
 * status, time; nothing else a redaction could find). It is the line pino writes for those fields, with the
 * logger's own level prefix, time, bindings and ending, but built by one template: through pino (its nested `req`
 * and `res` go through its safe stringify) the line cost about 6 µs of a cached read under load, by the template
 * under 2 µs (docs/decisions/2026-11-27-the-request-line-is-built-by-a-template.md). logger.test.ts holds the two
 * equal. Error lines go through the redacting logger with its serializers.
 */
export class OneLineRequestLog extends LogController {
  private readonly logger: pino.Logger;
  /** The logger's line parts, as pino writes them: '{"level":30', ',"time":…', ',"pid":…,"hostname":…', '}\n'. */
  private readonly infoPrefix: string;
  private readonly time: () => string;
  private readonly bindings: string;
  private readonly end: string;
  private readonly messageKey: string;
  private readonly stream: pino.DestinationStream;

  constructor(logger: FastifyBaseLogger) {
    super();
    this.logger = logger as pino.Logger;
    // pino.symbols: pino's own names for what a logger keeps, exported for tools that write its lines.
    const { lsCacheSym, timeSym, chindingsSym, endSym, messageKeySym, streamSym } = pino.symbols;
    const internals = this.logger as unknown as Record<symbol, unknown>;
    this.infoPrefix = (internals[lsCacheSym] as Record<number, string>)[this.logger.levels.values.info!]!;
    this.time = internals[timeSym] as () => string;
    this.bindings = internals[chindingsSym] as string;
    this.end = internals[endSym] as string;
    this.messageKey = JSON.stringify(internals[messageKeySym]);
    this.stream = internals[streamSym] as pino.DestinationStream;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (!error) {
      this.answered(request.id, request.method, request.url, request.ip, reply.statusCode, reply.elapsedTime);
      return;
    }
    if (!this.logger.isLevelEnabled('error')) return;
    const responseTime = Math.round(reply.elapsedTime);
    const line = `${request.method} ${maskSecrets(request.url)} ${reply.statusCode} ${responseTime}ms`;
    reply.log.error({ req: request, res: reply, responseTime, err: error }, line);
  }

  /** Writes the line of a request answered without an error (by a route, or by the kept reads before routing). */
  answered(
    reqId: string,
    method: string,
    rawUrl: string,
    remoteAddress: string | undefined,
    statusCode: number,
    elapsedMs: number,
  ): void {
    if (!this.logger.isLevelEnabled('info')) return;
    const responseTime = Math.round(elapsedMs);
    const url = maskSecrets(rawUrl);
    // As pino: a field that is undefined is left out.
    const address = remoteAddress === undefined ? '' : `,"remoteAddress":${JSON.stringify(remoteAddress)}`;
    const message = JSON.stringify(`${method} ${url} ${statusCode} ${responseTime}ms`);
    this.stream.write(
      `${this.infoPrefix}${this.time()}${this.bindings},"reqId":${JSON.stringify(reqId)},"req":{"method":${JSON.stringify(method)},"url":${JSON.stringify(url)}${address}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},${this.messageKey}:${message}${this.end}`,
    );
  }
}
