import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { cartAddSchema, cartQuantityBodySchema, cartSchema } from '@khidma/shared/schemas/cart';
import { ok, responses } from '../../plugins/envelope';
import { requireSameUser } from '../../plugins/session';
import { addToCart, clearCart, readCart, removeFromCart, setCartQuantity } from './service';

const tags = ['cart'];
const userParams = z.object({ userId: idSchema });

/** Cart endpoints of our design (the spec does not show them): every answer is the whole cart. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cart/:userId',
    {
      schema: {
        tags,
        summary: "The user's cart, refreshed from the catalogue",
        params: userParams,
        response: responses(cartSchema),
      },
    },
    async (request) => {
      await requireSameUser(request, request.params.userId);
      return ok(await readCart(app.db, request.params.userId, request.language));
    },
  );

  app.post(
    '/cart/:userId',
    {
      schema: {
        tags,
        summary: 'Add a service to the cart (adding it twice keeps one)',
        params: userParams,
        body: cartAddSchema,
        response: responses(cartSchema),
      },
    },
    async (request) => {
      await requireSameUser(request, request.params.userId);
      return ok(await addToCart(app.db, request.params.userId, request.body.serviceId, request.language));
    },
  );

  app.put(
    '/cart/:userId/:serviceId',
    {
      schema: {
        tags,
        summary: "How many of a service in the cart (1 to 10): its price and the visit's length scale with it",
        params: userParams.extend({ serviceId: idSchema }),
        body: cartQuantityBodySchema,
        response: responses(cartSchema),
      },
    },
    async (request) => {
      const { userId, serviceId } = request.params;
      await requireSameUser(request, userId);
      return ok(await setCartQuantity(app.db, userId, serviceId, request.body.quantity, request.language));
    },
  );

  app.delete(
    '/cart/:userId/:serviceId',
    {
      schema: {
        tags,
        summary: 'Remove a service from the cart',
        params: userParams.extend({ serviceId: idSchema }),
        response: responses(cartSchema),
      },
    },
    async (request) => {
      await requireSameUser(request, request.params.userId);
      return ok(await removeFromCart(app.db, request.params.userId, request.params.serviceId, request.language));
    },
  );

  app.delete(
    '/cart/:userId',
    {
      schema: { tags, summary: 'Empty the cart', params: userParams, response: responses(cartSchema) },
    },
    async (request) => {
      await requireSameUser(request, request.params.userId);
      await clearCart(app.db, request.params.userId);
      return ok({ items: [], removed: [] });
    },
  );
};
