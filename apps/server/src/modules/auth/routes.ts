import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { OTP_LENGTH } from '@khidma/shared/constants';
import { withValues } from '@khidma/shared/message-keys';
import {
  countryCodeField,
  emailLoginSchema,
  otpChallengeSchema,
  registerPayloadSchema,
  sendOtpPayloadSchema,
  updatePasswordPayloadSchema,
  updateUserPayloadSchema,
  verifyLoginPayloadSchema,
  type OwnerProof,
} from '@khidma/shared/schemas/auth';
import { userSchema, type User } from '@khidma/shared/schemas/user';
import { loopbackOnly } from '../../lib/loopback';
import type { MessageKey } from '../../lib/i18n';
import { ok, responses } from '../../plugins/envelope';
import {
  endOtherSessions,
  endSession,
  requireSameUser,
  requireUser,
  startSession,
  type SessionUser,
} from '../../plugins/session';
import { sendOtp, verifyOtp } from './otp';
import { proveOwner } from './owner-proof';
import { accountLimiter, AUTH_LIMITS, codeTryCounter, limiter } from './rate-limits';
import {
  changePassword,
  logInWithEmail,
  normalizeEmail,
  outboxMessages,
  registerUser,
  updateProfile,
  type OwnsImage,
} from './service';

const tags = ['accounts'];

/** `Authorization: Bearer <token>` -> the token. */
function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Accounts (spec §7): sign-up, email and phone-code login, logout, profile and password. A login answers the
 * public user record (the browser's `entry`) and sets the session cookie.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sms } = app;
  /** The images uploads3 issued to this request's sender. */
  const imagesOf =
    (request: FastifyRequest): OwnsImage =>
    (url) =>
      request.ownsUpload(url, 'image');
  const phoneKey = (request: { body: unknown }) => {
    const body = request.body as { country_code: string; phone: string };
    return `${body.country_code}${body.phone}`;
  };

  /** A login's answer: the session cookie, and the public user record the browser keeps as `entry`. */
  const loggedIn = async (reply: FastifyReply, user: User, message: MessageKey = 'success.auth.loggedIn') => {
    await startSession(app, reply, user._id);
    return ok(user, message);
  };

  const registerLimit = limiter(app, 'register', AUTH_LIMITS.register);
  const loginLimit = accountLimiter(app, 'login', AUTH_LIMITS.login, (request) =>
    normalizeEmail((request.body as { email: string }).email),
  );
  const sendPerAddress = limiter(app, 'send-otp:ip', AUTH_LIMITS.sendPerAddress);
  const sendPerPhone = limiter(app, 'send-otp:phone', AUTH_LIMITS.sendPerPhone, phoneKey);
  const verifyPerAddress = limiter(app, 'verify:ip', AUTH_LIMITS.verify);
  const verifyPerPhoneDay = limiter(app, 'verify:phone-day', AUTH_LIMITS.verifyPerPhoneDay, phoneKey);
  const codeTry = codeTryCounter(app);
  // Proofs are counted per account too: a stolen session gets no more guesses at the password than a login does.
  const proofAccounts = new WeakMap<FastifyRequest, string>();
  const proofLimit = accountLimiter(app, 'owner-proof', AUTH_LIMITS.login, (request) => proofAccounts.get(request)!);
  /** The check updateProfile and changePassword run when the change needs the owner's proof. */
  const ownerProof = (request: FastifyRequest, session: SessionUser, proof: OwnerProof) => async () => {
    proofAccounts.set(request, session.userId);
    await proofLimit(request);
    const tryCode = (challenge: string) => codeTry(request, challenge);
    await proveOwner(app.db, app.config.dataEncryptionKey, session.userId, proof, tryCode);
  };

  app.post(
    '/user_register',
    {
      schema: {
        tags,
        summary: 'Create an account and log in',
        body: registerPayloadSchema,
        response: responses(userSchema),
      },
    },
    async (request, reply) => {
      await registerLimit(request);
      const user = await registerUser(app.db, request.body, imagesOf(request));
      return loggedIn(reply, user, 'success.auth.registered');
    },
  );

  app.post(
    '/login_with_email',
    {
      schema: {
        tags,
        summary: 'Log in with email and password',
        body: emailLoginSchema,
        response: responses(userSchema),
      },
    },
    async (request, reply) => {
      await loginLimit(request);
      return loggedIn(reply, await logInWithEmail(app.db, request.body));
    },
  );

  app.post(
    '/send_otp',
    {
      schema: {
        tags,
        summary: 'Text a 4-digit login code; answers the challenge token verifylogin needs',
        body: sendOtpPayloadSchema,
        response: responses(otpChallengeSchema),
      },
    },
    async (request) => {
      await sendPerAddress(request);
      await sendPerPhone(request);
      const token = await sendOtp(app.db, sms, app.config.dataEncryptionKey, request.body, request.log);
      return ok({ token }, withValues('success.auth.codeSent', { digits: OTP_LENGTH }));
    },
  );

  app.post(
    '/verifylogin',
    {
      schema: {
        tags,
        summary: 'Log in with the texted code (Authorization: Bearer <token from send_otp>)',
        body: verifyLoginPayloadSchema,
        headers: z.object({ authorization: z.string().optional() }),
        response: responses(userSchema),
      },
    },
    async (request, reply) => {
      await verifyPerAddress(request);
      await verifyPerPhoneDay(request);
      const token = bearerToken(request.headers.authorization);
      const tryCode = (challenge: string) => codeTry(request, challenge);
      return loggedIn(reply, await verifyOtp(app.db, app.config.dataEncryptionKey, token, request.body, tryCode));
    },
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'End this session (no session: nothing to do)', response: responses(z.null()) } },
    async (request, reply) => {
      await endSession(app, request, reply);
      return ok(null, 'success.auth.loggedOut');
    },
  );

  app.put(
    '/update_user/:userId',
    {
      schema: {
        tags,
        summary: 'Change your name, email or photo; a new email needs currentPassword (or otp + otpToken), else 403',
        params: z.object({ userId: idSchema }),
        body: updateUserPayloadSchema,
        response: responses(userSchema),
      },
    },
    async (request) => {
      const session = await requireSameUser(request, request.params.userId);
      const prove = ownerProof(request, session, request.body);
      const user = await updateProfile(app.db, session.userId, request.body, imagesOf(request), prove);
      return ok(user, 'success.auth.profileSaved');
    },
  );

  app.put(
    '/update_password',
    {
      schema: {
        tags,
        summary: 'Change your password, giving currentPassword (or otp + otpToken), else 403; your other sessions end',
        body: updatePasswordPayloadSchema,
        response: responses(z.null()),
      },
    },
    async (request) => {
      const session = await requireUser(request);
      await changePassword(app.db, session.userId, request.body, ownerProof(request, session, request.body));
      await endOtherSessions(app.db, session);
      return ok(null, 'success.auth.passwordUpdated');
    },
  );

  // The outbox's messages, for a developer or an e2e test to read a code: never with a real SMS provider (which
  // production requires, config.ts), and only from this machine.
  if (sms.driver === 'outbox') {
    app.get(
      '/dev/outbox',
      {
        onRequest: loopbackOnly,
        schema: {
          tags: ['development'],
          summary: 'Texts the outbox SMS adapter stored for a phone, newest first (not in production)',
          querystring: z.object({
            phone: z.string().regex(/^\d{4,15}$/, 'Invalid phone number'),
            country_code: countryCodeField,
          }),
          response: responses(z.array(z.object({ phone: z.string(), body: z.string(), createdAt: z.string() }))),
        },
      },
      async (request) => {
        const phone = `${request.query.country_code}${request.query.phone}`;
        return ok(await outboxMessages(app.db, phone));
      },
    );
  }
};
