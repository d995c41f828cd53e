import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import {
  partnerAreasResultSchema,
  partnerAreasSchema,
  servedAreasResultSchema,
  servedAreasSchema,
} from '@khidma/shared/schemas/areas';
import { ok, responses } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import { findPartner, partnerIdOf } from '../partners/service';
import { getPartnerAreas, getServedAreas, setPartnerAreas, setServedAreas } from './service';

/**
 * Where we serve and where partners go (docs/api.md, "Areas"): the served areas are public (checkout warns before
 * the date step), an admin changes them; a partner picks their areas in the portal, an admin in the console.
 */
export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['areas'];
  // Role checks run first, so a caller of another role is refused (401/403) whatever the body.
  const admins = { onRequest: async (request: FastifyRequest) => void (await requireRole(request, 'admin')) };
  const partners = { onRequest: async (request: FastifyRequest) => void (await requireRole(request, 'partner')) };
  const me = async (request: FastifyRequest) => partnerIdOf(app.db, (await requireRole(request, 'partner')).userId);

  app.get(
    '/served_areas',
    {
      schema: {
        tags,
        summary: 'The areas switched off, for every service and per sub-category; every other area is served',
        response: responses(servedAreasResultSchema),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getServedAreas(app.db));
    },
  );

  app.get(
    '/admin/served_areas',
    { ...admins, schema: { tags, summary: 'Where we serve (admins)', response: responses(servedAreasResultSchema) } },
    async () => ok(await getServedAreas(app.db)),
  );

  app.put(
    '/admin/served_areas',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Switch areas off (or on again), for every service or for one sub-category',
        body: servedAreasSchema,
        response: responses(servedAreasResultSchema),
      },
    },
    async (request) => ok(await setServedAreas(app.db, request.body), 'success.areas.saved'),
  );

  app.get(
    '/partner/me/areas',
    {
      ...partners,
      schema: { tags, summary: 'The areas I go to (none: every area)', response: responses(partnerAreasResultSchema) },
    },
    async (request) => {
      const partnerId = await me(request);
      return ok({ areas: await getPartnerAreas(app.db, partnerId) });
    },
  );

  app.put(
    '/partner/me/areas',
    {
      ...partners,
      schema: {
        tags,
        summary: 'Choose the areas I go to (none: every area)',
        body: partnerAreasSchema,
        response: responses(partnerAreasResultSchema),
      },
    },
    async (request) => {
      const partnerId = await me(request);
      return ok({ areas: await setPartnerAreas(app.db, partnerId, request.body.areas) }, 'success.areas.saved');
    },
  );

  const params = z.object({ id: idSchema });

  app.get(
    '/admin/partners/:id/areas',
    {
      ...admins,
      schema: { tags, summary: "A partner's areas (admins)", params, response: responses(partnerAreasResultSchema) },
    },
    async (request) => {
      await findPartner(app.db, request.params.id);
      return ok({ areas: await getPartnerAreas(app.db, request.params.id) });
    },
  );

  app.put(
    '/admin/partners/:id/areas',
    {
      ...admins,
      schema: {
        tags,
        summary: "Set a partner's areas (none: every area)",
        params,
        body: partnerAreasSchema,
        response: responses(partnerAreasResultSchema),
      },
    },
    async (request) => {
      await findPartner(app.db, request.params.id);
      const areas = await setPartnerAreas(app.db, request.params.id, request.body.areas);
      return ok({ areas }, 'success.areas.saved');
    },
  );
};
