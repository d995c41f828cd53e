import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { KUWAIT_CITY_CENTER } from '@khidma/shared/kuwait-areas';
import { KUWAIT_BOUNDS } from '@khidma/shared/kuwait-boundary';
import {
  addressCreateSchema,
  addressSchema,
  addressUpdateSchema,
  mapConfigSchema,
} from '@khidma/shared/schemas/address';
import { ok, responses } from '../../plugins/envelope';
import { requireSameUser, requireUser } from '../../plugins/session';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './service';

const tags = ['addresses'];

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  // The map opens on Kuwait City (or the chosen area's centre, which the web knows from KUWAIT_AREAS) and stays
  // inside the box around Kuwait.
  const mapConfig = {
    center: KUWAIT_CITY_CENTER,
    bounds: KUWAIT_BOUNDS,
    tileUrl: app.config.MAP_TILE_URL,
    attribution: app.config.MAP_ATTRIBUTION,
  };
  app.get(
    '/map_config',
    {
      schema: {
        tags,
        summary: 'Where the address map opens, the box it stays in, and where it loads its tiles from',
        response: responses(mapConfigSchema),
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
