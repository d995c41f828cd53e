import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordSchema, resetPasswordSchema } from '@khidma/shared/schemas/password-reset';
import { ok, responses } from '../../plugins/envelope';
import { finishPasswordReset, startPasswordReset } from './password-reset';
import { accountLimiter, limiter } from './rate-limits';
import { normalizeEmail } from './service';

/** A forgotten password (issue 24): an emailed one-time code, then a new password; customers, partners and admins. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['accounts'];
  const emailOf = (request: { body: unknown }) => normalizeEmail((request.body as { email: string }).email);
  // Each ask emails someone: a few an hour per address and per account.
  const forgotLimit = accountLimiter(app, 'forgot-password', { max: 5, timeWindow: 60 * 60_000 }, emailOf);
  // Guessing a 6-digit code: 5 tries per code (password-reset.ts), and 10 a minute per address.
  const resetLimit = limiter(app, 'reset-password', { max: 10, timeWindow: 60_000 });

  app.post(
    '/forgot_password',
    {
      schema: {
        tags,
        summary: 'Email a one-time code to reset the password (the same answer whether the email has an account)',
        body: forgotPasswordSchema,
        response: responses(z.null()),
      },
    },
    async (request) => {
      await forgotLimit(request);
      await startPasswordReset(app.db, app.config.dataEncryptionKey, request.body.email);
      return ok(null, 'success.auth.resetCodeSent');
    },
  );

  app.post(
    '/reset_password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the emailed code; every session of the account ends',
        body: resetPasswordSchema,
        response: responses(z.null()),
      },
    },
    async (request) => {
      await resetLimit(request);
      await finishPasswordReset(app.db, app.config.dataEncryptionKey, request.body);
      return ok(null, 'success.auth.passwordReset');
    },
  );
};
