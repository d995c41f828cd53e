import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { promoCheckSchema } from '@khidma/shared/schemas/order';
import { promoCodeInputSchema, promoCodeSchema, promoQuoteSchema } from '@khidma/shared/schemas/promo';
import { ok, responses } from '../../plugins/envelope';
import { requireRole, requireUser } from '../../plugins/session';
import { createPromoCode, listPromoCodes, quotePromo, updatePromoCode } from './service';

/** The console's promo codes (issue 26), admins only. */
export const promotionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireRole(request, 'admin');
  });
  const tags = ['admin: promo codes'];

  app.get(
    '/admin/promo-codes',
    {
      schema: {
        tags,
        summary: 'Every promo code, newest first, with its uses',
        response: responses(promoCodeSchema.array()),
      },
    },
    async () => ok(await listPromoCodes(app.db)),
  );

  app.post(
    '/admin/promo-codes',
    {
      schema: {
        tags,
        summary: 'Create a promo code',
        body: promoCodeInputSchema,
        response: responses(promoCodeSchema),
      },
    },
    async (request) => ok(await createPromoCode(app.db, request.body), 'success.promo.created'),
  );

  app.put(
    '/admin/promo-codes/:id',
    {
      schema: {
        tags,
        summary: 'Change a promo code (active: false disables it)',
        params: z.object({ id: idSchema }),
        body: promoCodeInputSchema,
        response: responses(promoCodeSchema),
      },
    },
    async (request) => ok(await updatePromoCode(app.db, request.params.id, request.body), 'success.promo.saved'),
  );
};

/** Checkout's Apply: a signed-in customer asks what a code takes off. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/promo/check',
    {
      // Guessing codes is what an attacker would repeat.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['promo codes'],
        summary: 'What a promo code takes off these services, or 409 saying why not',
        body: promoCheckSchema,
        response: responses(promoQuoteSchema),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await quotePromo(app.db, user.userId, request.body), 'success.promo.applied');
    },
  );
};
