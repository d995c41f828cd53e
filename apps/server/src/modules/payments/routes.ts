import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingSchema, ordIdSchema } from '@khidma/shared/schemas/order';
import { paymentReturnSchema, paymentVerificationSchema, trackIdSchema } from '@khidma/shared/schemas/payment';
import { ok, responses } from '../../plugins/envelope';
import { requireUser } from '../../plugins/session';
import { paymentContext } from './context';
import { chargeOwnOrder } from './charge';
import { verifyNotification, verifyPayment } from './verify';

const tags = ['payments'];
const params = z.object({ ordId: ordIdSchema });

/**
 * Online payment (design §3, issue 6): the two return endpoints the payment pages call, the gateway's notification,
 * and a new charge for an unpaid order. Each limited per client: every verification may cost a call to the gateway,
 * whose status API allows few calls a minute.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const returnEndpoint = (path: string, summary: string) =>
    app.put(
      path,
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary,
          params,
          body: paymentReturnSchema.optional(),
          response: responses(paymentVerificationSchema),
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const verification = await verifyPayment(paymentContext(app), {
          reference: request.params.ordId,
          userId: user.userId,
          trackId: request.body?.track_id,
        });
        return ok(verification, verification.order.payment_status === 'PAID' ? 'success.payments.paid' : 'OK');
      },
    );

  returnEndpoint(
    '/odm/payment_status_success/:ordId',
    "The browser is back on returnUrl: verify the attempt with the gateway (track_id) and answer the order's truth",
  );
  returnEndpoint(
    '/odm/payment_status_failed/:ordId',
    "The browser is back on cancelUrl: verify the attempt with the gateway (track_id) and answer the order's truth",
  );

  app.post(
    '/odm/payment_notification/:ordId/:token',
    {
      // Called by the gateway's server, with no cookie: nothing in its body is believed. The token in the path is
      // the one we put in the charge's notificationUrl; without it the gateway is never asked (its quota is ours).
      config: { csrf: false, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "The gateway's notification (notificationUrl): verified with get-payment-status, never trusted",
        params: params.extend({ token: z.string().min(1).max(100) }),
        body: z.object({ track_id: trackIdSchema }),
        response: responses(z.object({ ordId: z.string(), payment_status: z.string() })),
      },
    },
    async (request) => {
      const { order } = await verifyNotification(paymentContext(app), {
        reference: request.params.ordId,
        token: request.params.token,
        trackId: request.body.track_id,
      });
      return ok({ ordId: order.ordId, payment_status: order.payment_status }, 'Notification received');
    },
  );

  app.post(
    '/odm/payment_charge/:ordId',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Pay now: the link of the order's charge still payable, else a new charge; answers the order with paymentLink",
        params,
        response: responses(bookingSchema),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(
        await chargeOwnOrder(paymentContext(app), user.userId, request.params.ordId),
        'success.payments.started',
      );
    },
  );
};
