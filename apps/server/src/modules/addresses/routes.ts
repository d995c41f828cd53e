import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { addressCreateSchema, addressSchema, addressUpdateSchema } from '@khidma/shared/schemas/address';
import { ok, responses } from '../../plugins/envelope';
import { requireSameUser, requireUser } from '../../plugins/session';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './service';

const tags = ['addresses'];

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const mapConfig = { tileUrl: app.config.MAP_TILE_URL, attribution: app.config.MAP_ATTRIBUTION };
  app.get(
    '/map_config',
    {
      schema: {
        tags,
        summary: 'Where the address map loads its tiles from',
        response: responses(z.object({ tileUrl: z.string(), attribution: z.string() })),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(mapConfig);
    },
  );

  app.get(
    '/myaddresslist/:userId',
    {
      schema: {
        tags,
        summary: "The user's saved addresses",
        params: z.object({ userId: idSchema }),
        response: responses(addressSchema.array()),
      },
    },
    async (request) => {
      await requireSameUser(request, request.params.userId);
      return ok(await listAddresses(app.db, request.params.userId));
    },
  );

  app.post(
    '/myaddress/:userId',
    {
      schema: {
        tags,
        summary: 'Save a new address with its map position',
        params: z.object({ userId: idSchema }),
        body: addressCreateSchema,
        response: responses(addressSchema),
      },
    },
    async (request) => {
      await requireSameUser(request, request.params.userId);
      return ok(await addAddress(app.db, request.params.userId, request.body), 'success.addresses.added');
    },
  );

  app.put(
    '/myaddress/:addressId',
    {
      schema: {
        tags,
        summary: 'Edit one of your addresses',
        params: z.object({ addressId: idSchema }),
        body: addressUpdateSchema,
        response: responses(addressSchema),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const address = await updateAddress(app.db, user.userId, request.params.addressId, request.body);
      return ok(address, 'success.addresses.updated');
    },
  );

  app.delete(
    '/myaddress/:addressId',
    {
      schema: {
        tags,
        summary: 'Delete one of your addresses',
        params: z.object({ addressId: idSchema }),
        response: responses(z.object({ _id: z.string() })),
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await deleteAddress(app.db, user.userId, request.params.addressId);
      return ok({ _id: request.params.addressId }, 'success.addresses.deleted');
    },
  );
};
