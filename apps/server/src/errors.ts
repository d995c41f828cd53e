/** The one error type of the API: a status, a message for the user, and optional field messages (design §4.5). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have access to this resource.') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new AppError(409, message, errors);
/** A dependency (the database, Redis) is unreachable: nothing the user did, and worth a retry. */
export const serviceUnavailable = () => new AppError(503, 'Service temporarily unavailable. Please try again.');
