import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idSchema } from '@khidma/shared/api';
import {
  createPayoutSchema,
  duePartnerSchema,
  earningsSchema,
  FINANCE_EXPORTS,
  financeSchema,
  markPayoutPaidSchema,
  payoutSchema,
  payoutsDueQuerySchema,
  periodQuerySchema,
} from '@khidma/shared/schemas/finance';
import { ok, responses } from '../../plugins/envelope';
import { requireRole } from '../../plugins/session';
import { partnerIdOf } from '../partners/service';
import { sendCsv } from './csv';
import { partnerEarnings } from './earnings';
import { EXPORT_HEADERS, exportPages } from './exports';
import { createPayout, listPayouts, markPayoutPaid, payoutsDue, payoutTransferRows } from './payouts';
import { financeReport } from './report';

/** GET partner/earnings (issue 26): the signed-in partner's own jobs and balance; partners only. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partner/earnings',
    {
      schema: {
        tags: ['partner portal'],
        summary: 'My completed jobs in a period of Kuwait days (price, commission, net, cash), my balance, my payouts',
        querystring: periodQuerySchema,
        response: responses(earningsSchema),
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, 'partner');
      return ok(await partnerEarnings(app.db, await partnerIdOf(app.db, userId), request.query));
    },
  );
};

const tags = ['finance'];
const byId = z.object({ id: idSchema });

/** Payouts, the finance view and the CSV exports (docs/api.md, "Finance"): admins only. */
export const financeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireRole(request, 'admin');
  });

  app.get(
    '/admin/payouts',
    { schema: { tags, summary: 'Payout batches, newest first', response: responses(payoutSchema.array()) } },
    async () => ok(await listPayouts(app.db)),
  );

  app.get(
    '/admin/payouts/due',
    {
      schema: {
        tags,
        summary: 'What each partner is owed (or owes in cash) up to the end of a Kuwait day',
        querystring: payoutsDueQuerySchema,
        response: responses(duePartnerSchema.array()),
      },
    },
    async (request) => ok(await payoutsDue(app.db, request.query.to)),
  );

  app.post(
    '/admin/payouts',
    {
      schema: {
        tags,
        summary: 'Draft a batch of every positive balance up to a day (409 when there is none)',
        body: createPayoutSchema,
        response: responses(payoutSchema),
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, 'admin');
      return ok(await createPayout(app.db, userId, request.body.to), 'success.payouts.created');
    },
  );

  app.get(
    '/admin/payouts/:id/export.csv',
    { schema: { tags, summary: "A batch's bank transfer file (CSV: name, IBAN, amount KD, reference)", params: byId } },
    async (request, reply) => {
      const rows = await payoutTransferRows(app.db, request.params.id, app.config.dataEncryptionKey);
      return sendCsv(
        reply,
        `payout-${request.params.id}.csv`,
        ['Name', 'IBAN', 'Amount (KD)', 'Reference'],
        once(rows),
      );
    },
  );

  app.post(
    '/admin/payouts/:id/paid',
    {
      schema: {
        tags,
        summary: 'Mark a batch paid: posts a payout per line (a batch already paid: 409)',
        params: byId,
        body: markPayoutPaidSchema,
        response: responses(payoutSchema),
      },
    },
    async (request) => {
      const { userId } = await requireRole(request, 'admin');
      const paid = await markPayoutPaid(app.db, request.params.id, userId, request.body.bankReference);
      return ok(paid, 'success.payouts.paid');
    },
  );

  app.get(
    '/admin/finance',
    {
      schema: {
        tags,
        summary: 'Money of a period from the ledger: by day, totals, cash outstanding with partners',
        querystring: periodQuerySchema,
        response: responses(financeSchema),
      },
    },
    async (request) => ok(await financeReport(app.db, request.query)),
  );

  app.get(
    '/admin/exports/:kind.csv',
    {
      schema: {
        tags,
        summary: 'Orders, payments, refunds or payout lines of a period as CSV (streamed; UTF-8 with a BOM)',
        params: z.object({ kind: z.enum(FINANCE_EXPORTS) }),
        querystring: periodQuerySchema,
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { from, to } = request.query;
      return sendCsv(
        reply,
        `${kind}-${from}-${to}.csv`,
        EXPORT_HEADERS[kind],
        exportPages(app.db, kind, request.query),
      );
    },
  );
};

async function* once<T>(value: T) {
  yield value;
}
