import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import { API_PREFIX } from '@khidma/shared/constants';
import { LANGUAGES } from '@khidma/shared/languages';
import {
  APPLICATION_FILES,
  applicationDetailSchema,
  applicationRowSchema,
  applicationsQuerySchema,
  blockSchema,
  pageOf,
  partnerRowSchema,
  peopleQuerySchema,
  rejectApplicationSchema,
  timeOffInputSchema,
  timeOffSchema,
  workHoursSchema,
} from '@khidma/shared/schemas/operations';
import { translate } from '../../lib/i18n';
import { ok, responses } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import { sendPrivateFile } from './private-file';
import {
  applicationFileUrl,
  approveApplication,
  findPartner,
  getApplication,
  listApplications,
  listPartners,
  rejectApplication,
  setPartnerHours,
  setPartnerSuspended,
  type Applicant,
} from './service';
import { addTimeOff, listTimeOff, removeTimeOff } from './time-off';

const params = z.object({ id: idSchema });

/**
 * The console's partner applications and partners (issue 13), admins only. An application's files are streamed
 * from here, never from their public upload URL (which answers 404 once an application claimed them).
 */
export const partnerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireRole(request, 'admin');
  });
  const tags = ['admin: partners'];

  /**
   * The applicant hears of the decision by SMS, in English and Arabic in one text: we do not know which they
   * read. A failed text does not undo the decision: it is logged, and the console shows the status.
   */
  const text = async (applicant: Applicant, key: 'approvedSms' | 'rejectedSms', reason?: string) => {
    const values = reason ? { reason } : undefined;
    const body = LANGUAGES.map((language) => translate(language, `messages.partners.${key}`, values)).join('\n');
    try {
      await app.sms.send(applicant.phone, body);
    } catch (error) {
      app.log.warn({ err: error }, 'partner application SMS failed');
    }
  };

  app.get(
    '/admin/partner_applications',
    {
      schema: {
        tags,
        summary: 'Partner applications of one status, paged',
        querystring: applicationsQuerySchema,
        response: responses(pageOf(applicationRowSchema)),
      },
    },
    async (request) => ok(await listApplications(app.db, request.query)),
  );

  app.get(
    '/admin/partner_applications/:id',
    {
      schema: {
        tags,
        summary: "One application; its files are this endpoint's /files/{file} URLs",
        params,
        response: responses(applicationDetailSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      return ok(
        await getApplication(app.db, id, {
          encryptionKey: app.config.dataEncryptionKey,
          fileUrl: (file) => `${API_PREFIX}/admin/partner_applications/${id}/files/${file}`,
        }),
      );
    },
  );

  app.get(
    '/admin/partner_applications/:id/files/:file',
    {
      schema: {
        tags,
        summary: "An application's photo, ID proof or skill certificate (image or PDF)",
        params: params.extend({ file: z.enum(APPLICATION_FILES) }),
      },
    },
    async (request, reply) =>
      sendPrivateFile(app, reply, await applicationFileUrl(app.db, request.params.id, request.params.file)),
  );

  app.post(
    '/admin/partner_applications/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending application: the applicant gets a partner login and an SMS',
        params,
        response: responses(applicationDetailSchema.pick({ _id: true, status: true })),
      },
    },
    async (request) => {
      const applicant = await approveApplication(app.db, request.params.id);
      await text(applicant, 'approvedSms');
      return ok({ _id: request.params.id, status: 'approved' as const }, 'success.partners.approved');
    },
  );

  app.post(
    '/admin/partner_applications/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending application with a reason, texted to the applicant',
        params,
        body: rejectApplicationSchema,
        response: responses(applicationDetailSchema.pick({ _id: true, status: true })),
      },
    },
    async (request) => {
      const applicant = await rejectApplication(app.db, request.params.id, request.body.reason);
      await text(applicant, 'rejectedSms', request.body.reason);
      return ok({ _id: request.params.id, status: 'rejected' as const }, 'success.partners.rejected');
    },
  );

  app.get(
    '/admin/partners',
    {
      schema: {
        tags,
        summary: 'Approved partners, searched by name, email or phone, paged',
        querystring: peopleQuerySchema,
        response: responses(pageOf(partnerRowSchema)),
      },
    },
    async (request) => ok(await listPartners(app.db, request.query)),
  );

  app.put(
    '/admin/partners/:id',
    {
      schema: {
        tags,
        summary: 'Suspend a partner (their sessions end) or lift it',
        params,
        body: blockSchema,
        response: responses(partnerRowSchema),
      },
    },
    async (request) => ok(await setPartnerSuspended(app.db, request.params.id, request.body), 'success.partners.saved'),
  );

  app.put(
    '/admin/partners/:id/hours',
    {
      schema: {
        tags,
        summary: "A partner's working hours and weekdays",
        params,
        body: workHoursSchema,
        response: responses(partnerRowSchema),
      },
    },
    async (request) => ok(await setPartnerHours(app.db, request.params.id, request.body), 'success.partners.saved'),
  );

  app.get(
    '/admin/partners/:id/time_off',
    {
      schema: {
        tags,
        summary: "A partner's days off from today on, soonest first",
        params,
        response: responses(timeOffSchema.array()),
      },
    },
    async (request) => {
      await findPartner(app.db, request.params.id);
      return ok(await listTimeOff(app.db, request.params.id));
    },
  );

  app.post(
    '/admin/partners/:id/time_off',
    {
      schema: {
        tags,
        summary: 'Block a date for a partner (today to a year ahead): no slot is offered with them that day',
        params,
        body: timeOffInputSchema,
        response: responses(timeOffSchema),
      },
    },
    async (request) => {
      await findPartner(app.db, request.params.id);
      return ok(await addTimeOff(app.db, request.params.id, request.body), 'success.partners.saved');
    },
  );

  app.delete(
    '/admin/partners/:id/time_off/:timeOffId',
    {
      schema: {
        tags,
        summary: "Give a partner's day off back to work",
        params: params.extend({ timeOffId: idSchema }),
        response: responses(z.object({ _id: z.string() })),
      },
    },
    async (request) => {
      await removeTimeOff(app.db, request.params.id, request.params.timeOffId);
      return ok({ _id: request.params.timeOffId }, 'success.partners.saved');
    },
  );
};
