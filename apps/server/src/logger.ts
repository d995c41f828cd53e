import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/** Query parameters whose values never reach a log line. */
const SECRET_QUERY_KEYS = /([?&](?:token|otp|code|password|auth|key)=)[^&]*/gi;

/**
 * Request logs (pino): method, URL with secrets masked, status and time. Bodies are never logged, and the
 * headers that carry credentials are redacted, so no password, session token, CSRF token or OTP code is written.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
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
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: request.url.replace(SECRET_QUERY_KEYS, '$1[redacted]'),
        remoteAddress: request.ip,
      }),
    },
  };
}
