import type { MessageValues } from './lib/i18n';

/**
 * The one error type of the API: a status, a message for the user, and optional field messages (design §4.5).
 * A message may be a key of the shared catalogue (packages/shared/src/messages): the envelope says it, and each
 * field message, in the reader's language, with `values` filling the ICU arguments of all of them.
 */
export class AppError extends Error {
  readonly headers?: Record<string, string>;
  readonly values?: MessageValues;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    options: { headers?: Record<string, string>; values?: MessageValues } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.headers = options.headers;
    this.values = options.values;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const unauthorized = (message = 'errors.unauthorized') => new AppError(401, message);
export const forbidden = (message = 'errors.forbidden') => new AppError(403, message);
export const notFound = (message = 'errors.notFound') => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>, values?: MessageValues) =>
  new AppError(409, message, errors, { values });
/** A dependency (the database, Redis) is unreachable: nothing the user did, and worth a retry. */
export const serviceUnavailable = () => new AppError(503, 'errors.serviceUnavailable');
