import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema, type Envelope, type ErrorEnvelope } from '@khidma/shared/api';
import { isConnectionLoss } from '../db/connection-loss';
import { AppError, serviceUnavailable } from '../errors';
import { isRedisUnavailable } from './rate-limit';

/** The success body: `{ code: 200, message, results }`. */
export function ok<T>(results: T, message = 'OK'): Envelope<T> {
  return { code: 200, message, results };
}

export function created<T>(results: T, message = 'Created'): Envelope<T> {
  return { code: 201, message, results };
}

/** Response schemas of a route: its success envelope, and the error envelope for every 4xx and 5xx. */
export function responses<T extends z.ZodType>(results: T) {
  return { 200: envelopeSchema(results), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
}

export function createdResponses<T extends z.ZodType>(results: T) {
  return { 201: envelopeSchema(results), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
}

export function errorBody(statusCode: number, message: string, errors?: Record<string, string>): ErrorEnvelope {
  return errors ? { code: statusCode, message, errors } : { code: statusCode, message };
}

function sendAppError(reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.errors));
}

/** Fastify's own client errors, by code, with the message a user can act on. */
const clientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large.'],
  FST_PARTS_LIMIT: [413, 'Too many parts in the upload.'],
  FST_FILES_LIMIT: [413, 'Too many files in the upload.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'The request is not multipart/form-data.'],
  FST_CSRF_MISSING_SECRET: [403, 'Missing or invalid CSRF token.'],
  FST_CSRF_INVALID_TOKEN: [403, 'Missing or invalid CSRF token.'],
};

/** `/email` -> `email`, `/address/pincode` -> `address.pincode`; a params or query error is named by its key. */
function fieldErrors(validation: Array<{ instancePath: string; message?: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    errors[field] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/**
 * One error handler and one envelope for every failure (design §3): field errors on 400, the known client
 * errors with their status, a 503 when the database connection was lost under the request or Redis is out of reach,
 * and a 5xx that never carries internals (the details go to the log).
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendAppError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const message = Object.values(errors)[0] ?? 'Invalid request.';
      return reply.code(400).send(errorBody(400, message, errors));
    }
    if (isConnectionLoss(error)) {
      request.log.warn({ err: error }, 'connection lost under the request');
      return sendAppError(reply, serviceUnavailable());
    }
    // Rate limits fail closed; the outage itself is logged once by the rate-limit plugin.
    if (isRedisUnavailable(error)) return sendAppError(reply, serviceUnavailable());
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return reply.code(known[0]).send(errorBody(known[0], known[1]));

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error as never)) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong. Please try again.'));
  });
});
