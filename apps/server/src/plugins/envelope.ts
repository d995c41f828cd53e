import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema, type Envelope, type ErrorEnvelope } from '@khidma/shared/api';
import { isConnectionLoss } from '../db/connection-loss';
import { AppError, serviceUnavailable } from '../errors';
import { readMessage } from '@khidma/shared/message-keys';
import { translate, type MessageValues } from '../lib/i18n';
import { headersLanguage } from './language';
import { isRedisUnavailable } from './rate-limit';

/** The success body: `{ code: 200, message, results }`. */
export function ok<T>(results: T, message = 'OK'): Envelope<T> {
  return { code: 200, message, results };
}

const OK_ARRAY_START = Buffer.from('{"code":200,"message":"OK","results":[');
const COMMA = Buffer.from(',');
const OK_ARRAY_END = Buffer.from(']}');

/** ok() as bytes, around an array whose items are serialized already (search joins the bytes kept per service). */
export function okArrayBytes(items: readonly Buffer[]): Buffer {
  const parts: Buffer[] = [OK_ARRAY_START];
  items.forEach((item, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(item);
  });
  parts.push(OK_ARRAY_END);
  return Buffer.concat(parts);
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

export function errorBody(
  statusCode: number,
  message: string,
  errors?: Record<string, string>,
  reason?: string,
): ErrorEnvelope {
  return { code: statusCode, message, ...(reason ? { reason } : {}), ...(errors ? { errors } : {}) };
}

/** Fastify's own client errors, by code, with the message a user can act on. */
const clientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.emptyBody'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.bodyTooLarge'],
  FST_REQ_FILE_TOO_LARGE: [413, 'errors.fileTooLarge'],
  FST_PARTS_LIMIT: [413, 'errors.tooManyParts'],
  FST_FILES_LIMIT: [413, 'errors.tooManyFiles'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupportedContentType'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'errors.notMultipart'],
  FST_CSRF_MISSING_SECRET: [403, 'errors.csrf'],
  FST_CSRF_INVALID_TOKEN: [403, 'errors.csrf'],
};

/** The error envelope, its message and field messages said in the reader's language. */
function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: string,
  errors?: Record<string, string>,
  values?: MessageValues,
) {
  const say = (text: string) => translate(request.language, text, values);
  const fields = errors && Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, say(text)]));
  // The key travels beside its translation, so a client can tell this refusal from another in any language.
  const reason = readMessage(message)?.key;
  return reply.code(statusCode).send(errorBody(statusCode, say(message), fields, reason));
}

function sendAppError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.headers) reply.headers(error.headers);
  return sendError(request, reply, error.statusCode, error.message, error.errors, error.values);
}

/** A Fastify error without a message of ours: the reader's-language text for its status, never Fastify's English. */
function fastifyClientMessage(statusCode: number): string {
  if (statusCode === 404) return 'errors.notFound';
  if (statusCode === 413) return 'errors.bodyTooLarge';
  if (statusCode === 415) return 'errors.unsupportedContentType';
  return 'errors.invalidRequest';
}

/** The router's own refusals, answered before any hook runs: a 400 that says what is wrong, never the URL. */
const routerErrors: Record<string, string> = {
  FST_ERR_BAD_URL: 'errors.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'errors.urlPartTooLong',
};

/**
 * Fastify's `frameworkErrors`: what its router refuses before routing (a malformed escape such as `%ff`, a path
 * part over 100 characters) gets the error envelope in the reader's language instead of Fastify's JSON, which
 * names its code and echoes the URL. No hook has run, so the language is read from the headers here, and the API's
 * headers (no caching, no sniffing) are set here too.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.language = headersLanguage(request.headers);
    reply.headers(headers);
    const message = routerErrors[error.code];
    if (message) return sendError(request, reply, 400, message);
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'errors.internal');
  };
}

const isEnvelope = (payload: unknown): payload is Envelope<unknown> =>
  typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string';

/** `/email` -> `email`, `/address/pincode` -> `address.pincode`; a params or query error is named by its key. */
function fieldErrors(validation: Array<{ instancePath: string; message?: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    errors[field] ??= issue.message ?? 'errors.invalidValue';
  }
  return errors;
}

/**
 * One error handler and one envelope for every failure (design §3): field errors on 400, the known client
 * errors with their status, a 503 when the database connection was lost under the request or Redis is out of reach,
 * and a 5xx that never carries internals (the details go to the log).
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  // A success message is a key of the shared catalogue ('success.auth.loggedIn'): said here, in the reader's
  // language, the one place success messages are translated.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    isEnvelope(payload) ? { ...payload, message: translate(request.language, payload.message) } : payload,
  );
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return sendAppError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation);
      const message = Object.values(errors)[0] ?? 'errors.invalidRequest';
      return sendError(request, reply, 400, message, errors);
    }
    if (isConnectionLoss(error)) {
      request.log.warn({ err: error }, 'connection lost under the request');
      return sendAppError(request, reply, serviceUnavailable());
    }
    // Rate limits fail closed; the outage itself is logged once by the rate-limit plugin.
    if (isRedisUnavailable(error)) return sendAppError(request, reply, serviceUnavailable());
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return sendError(request, reply, known[0], known[1]);

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error as never)) {
      const fastifys = error.code?.startsWith('FST_');
      return sendError(request, reply, status, fastifys ? fastifyClientMessage(status) : error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 500, 'errors.internal');
  });
});
