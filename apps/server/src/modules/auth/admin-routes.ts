import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import {
  adminRowSchema,
  adminStatusSchema,
  blockSchema,
  customerRowSchema,
  newAdminSchema,
  pageOf,
  peopleQuerySchema,
} from '@khidma/shared/schemas/operations';
import { forbidden } from '../../errors';
import { ok, responses } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import { addAdmin, listAdmins, listCustomers, setAdminActive, setCustomerBlocked } from './service';

/** The console's people (issue 13), admins only: customers (search, block) and the admins themselves. */
export const authAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireRole(request, 'admin');
  });
  const tags = ['admin: people'];

  app.get(
    '/admin/customers',
    {
      schema: {
        tags,
        summary: 'Customers with their order count, searched by name, email or phone, paged',
        querystring: peopleQuerySchema,
        response: responses(pageOf(customerRowSchema)),
      },
    },
    async (request) => ok(await listCustomers(app.db, request.query)),
  );

  app.put(
    '/admin/customers/:id',
    {
      schema: {
        tags,
        summary: 'Block a customer (their sessions end at once) or lift it',
        params: z.object({ id: idSchema }),
        body: blockSchema,
        response: responses(customerRowSchema),
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      if (admin.userId === request.params.id) throw forbidden('errors.auth.cannotBlockSelf');
      return ok(await setCustomerBlocked(app.db, request.params.id, request.body), 'success.auth.saved');
    },
  );

  app.get(
    '/admin/admins',
    { schema: { tags, summary: 'Every admin', response: responses(adminRowSchema.array()) } },
    async () => ok(await listAdmins(app.db)),
  );

  app.post(
    '/admin/admins',
    {
      schema: {
        tags,
        summary: 'Add an admin, who logs in with this email and password',
        body: newAdminSchema,
        response: responses(adminRowSchema),
      },
    },
    async (request) => ok(await addAdmin(app.db, request.body), 'success.auth.adminAdded'),
  );

  app.put(
    '/admin/admins/:id',
    {
      schema: {
        tags,
        summary:
          'Disable another admin (their sessions end at once; never yourself, 403, nor the last active admin, 409) or enable them',
        params: z.object({ id: idSchema }),
        body: adminStatusSchema,
        response: responses(adminRowSchema),
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      if (admin.userId === request.params.id) throw forbidden('errors.auth.cannotDisableSelf');
      const { active } = request.body;
      const row = await setAdminActive(app.db, admin.userId, request.params.id, active);
      return ok(row, active ? 'success.auth.adminEnabled' : 'success.auth.adminDisabled');
    },
  );
};
