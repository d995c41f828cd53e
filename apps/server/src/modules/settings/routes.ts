import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationsSettingsSchema } from '@khidma/shared/schemas/operations';
import { ok, responses } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import { getOperationsSettings, setOperationsSettings } from './service';

/** The console's operations settings (issue 14), admins only. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireRole(request, 'admin');
  });
  const tags = ['admin: settings'];

  app.get(
    '/admin/settings',
    { schema: { tags, summary: 'How operations run', response: responses(operationsSettingsSchema) } },
    async () => ok(await getOperationsSettings(app.db)),
  );

  app.put(
    '/admin/settings',
    {
      schema: {
        tags,
        summary: 'Change how operations run (autoAssign: new orders go to the best-rated free partner at once)',
        body: operationsSettingsSchema,
        response: responses(operationsSettingsSchema),
      },
    },
    async (request) => ok(await setOperationsSettings(app.db, request.body), 'success.settings.saved'),
  );
};
