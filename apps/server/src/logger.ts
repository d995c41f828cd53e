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
 * The server's logger: pino with loggerOptions, into stdout (tests pass another destination), written through
 * pino-pretty in this thread when readable (no worker thread, so the bundled server needs no transport file).
 */
export function createLogger(config: Config, { isTTY, destination = process.stdout }: LoggerTarget = {}) {
  if (!readableLogs(config, isTTY)) return pino(loggerOptions(config), destination) as FastifyBaseLogger;
  const readable = pretty({
    colorize: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: READABLE_IGNORED_FIELDS,
    destination,
  });
  return pino(loggerOptions(config), readable) as FastifyBaseLogger;
}

/**
 * One line a request, when its answer is sent: "GET /x 200 3ms", with the same facts as fields for JSON readers
 * (error level when the answer failed). Fastify's "incoming request" line is dropped; its other lines stay.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // The line is built only when it will be written (LOG_LEVEL=warn writes no request lines).
    const { values } = pino.levels;
    if (this.isLogDisabled(request) || values[error ? 'error' : 'info']! < values[reply.log.level]!) return;
    const responseTime = Math.round(reply.elapsedTime);
    const line = `${request.method} ${maskSecrets(request.url)} ${reply.statusCode} ${responseTime}ms`;
    const fields = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}
