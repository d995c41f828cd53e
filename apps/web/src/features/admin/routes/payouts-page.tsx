import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { addKuwaitDays, kuwaitDate } from '@khidma/shared/kuwait-time';
import {
  createPayoutSchema,
  markPayoutPaidSchema,
  type DuePartner,
  type MarkPayoutPaid,
  type Payout,
} from '@khidma/shared/schemas/finance';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { failureMessage } from '@/lib/api';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { wholeList } from '../api/admin-api';
import {
  exportUrl,
  payoutFileUrl,
  useCreatePayoutMutation,
  useGetPayoutsDueQuery,
  useGetPayoutsQuery,
  useMarkPayoutPaidMutation,
} from '../api/finance';
import { DataTable, columnsFor, listProps } from '../components/data-table';
import { sectionClasses } from '../components/detail-frame';
import { ExportLink } from '../components/export-link';
import { FormModal } from '../components/form-modal';
import { ActionFailed, PageHeader } from '../components/query-states';
import { useDateTime } from '../hooks/use-date-time';

type DueRow = DuePartner & { _id: string };
const dueColumn = columnsFor<DueRow>();
const batchColumn = columnsFor<Payout>();

/**
 * /admin/payouts (issue 26): what each partner is owed up to a day (cash a partner holds is netted: they are paid
 * nothing and what they owe shows), a draft batch of the positive balances, its bank file, and Mark paid.
 */
export function PayoutsPage() {
  const t = useT();
  const today = kuwaitDate(Date.now());
  return (
    <>
      <PageHeader title={t('admin.payouts.title')}>
        <ExportLink
          href={exportUrl('payouts', { from: addKuwaitDays(today, -365), to: today })}
          label={t('admin.export.csv')}
        />
      </PageHeader>
      <div className="flex flex-col gap-6">
        <DueSection />
        <Batches />
      </div>
    </>
  );
}

function DueSection() {
  const t = useT();
  const { money } = useFormat();
  const [to, setTo] = useState(() => addKuwaitDays(kuwaitDate(Date.now()), -1));
  const form = useForm<{ to: string }>({ resolver: zodResolver(createPayoutSchema), defaultValues: { to } });
  const query = useGetPayoutsDueQuery(to);
  const [create, creating] = useCreatePayoutMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const rows = useMemo(() => query.data?.map((row) => ({ ...row, _id: row.partner._id })), [query.data]);

  const draft = async () => {
    setFailure(null);
    try {
      await create({ to }).unwrap();
      toast.success(t('admin.payouts.drafted'));
    } catch (problem) {
      setFailure(failureMessage(problem, t('admin.states.actionFailed')));
    }
  };

  const columns = useMemo(
    () => [
      dueColumn.accessor('partner', {
        header: t('admin.payouts.column.partner'),
        cell: (info) => info.getValue().name,
      }),
      dueColumn.accessor('amount', {
        header: t('admin.payouts.column.amount'),
        cell: (info) => <span className="font-semibold whitespace-nowrap">{money(info.getValue())}</span>,
      }),
      dueColumn.accessor('owes', {
        header: t('admin.payouts.column.owes'),
        cell: (info) =>
          info.getValue() > 0 ? <span className="whitespace-nowrap text-red-700">{money(info.getValue())}</span> : '–',
      }),
      dueColumn.accessor('ibanLast4', {
        header: t('admin.payouts.column.iban'),
        cell: (info) => (info.getValue() ? <bdi dir="ltr">•••• {info.getValue()}</bdi> : t('admin.payouts.noIban')),
      }),
      dueColumn.accessor('inDraft', {
        header: t('admin.payouts.column.state'),
        cell: (info) => (info.getValue() ? t('admin.payouts.inDraft') : ''),
      }),
    ],
    [t, money],
  );

  return (
    <section aria-labelledby="payouts-due" className={sectionClasses}>
      <h2 id="payouts-due" className="mb-3 text-lg font-semibold">
        {t('admin.payouts.due')}
      </h2>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(({ to: day }) => setTo(day))(event)}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <TextField form={form} name="to" type="date" label={t('admin.payouts.upTo')} />
        <Button type="submit" variant="secondary" className="mb-0.5">
          {t('admin.payouts.show')}
        </Button>
        <Button type="button" className="mb-0.5" loading={creating.isLoading} onClick={() => void draft()}>
          {t('admin.payouts.draft')}
        </Button>
      </form>
      <ActionFailed message={failure} />
      <DataTable
        {...listProps({ ...query, data: rows && wholeList(rows) })}
        caption={t('admin.payouts.dueCaption')}
        columns={columns}
        failedText={t('admin.payouts.failed')}
        emptyText={t('admin.payouts.nothingDue')}
      />
    </section>
  );
}

function Batches() {
  const t = useT();
  const { money, longDate } = useFormat();
  const dateTime = useDateTime();
  const query = useGetPayoutsQuery();
  const [paying, setPaying] = useState<Payout | null>(null);

  const columns = useMemo(
    () => [
      batchColumn.accessor('createdAt', {
        header: t('admin.payouts.column.created'),
        cell: (info) => <span className="whitespace-nowrap">{dateTime(info.getValue())}</span>,
      }),
      batchColumn.accessor('periodTo', {
        header: t('admin.payouts.column.period'),
        cell: (info) => (
          <span className="whitespace-nowrap">
            {t('admin.payouts.period', {
              from: longDate(info.row.original.periodFrom),
              to: longDate(info.getValue()),
            })}
          </span>
        ),
      }),
      batchColumn.accessor('lines', {
        header: t('admin.payouts.column.partners'),
        cell: (info) => info.getValue().length,
      }),
      batchColumn.accessor('total', {
        header: t('admin.payouts.column.total'),
        cell: (info) => <span className="font-semibold whitespace-nowrap">{money(info.getValue())}</span>,
      }),
      batchColumn.accessor('status', {
        header: t('admin.payouts.column.status'),
        cell: (info) =>
          info.getValue() === 'paid' ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
              {t('admin.payouts.paid', { reference: info.row.original.bankReference ?? '' })}
            </span>
          ) : (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('admin.payouts.draftStatus')}
            </span>
          ),
      }),
      batchColumn.display({
        id: 'actions',
        header: t('admin.payouts.column.actions'),
        cell: ({ row: { original } }) => (
          <div className="flex gap-2 whitespace-nowrap">
            <ExportLink href={payoutFileUrl(original._id)} label={t('admin.payouts.bankFile')} />
            {original.status === 'draft' ? (
              <Button size="sm" onClick={() => setPaying(original)}>
                {t('admin.payouts.markPaid')}
              </Button>
            ) : null}
          </div>
        ),
      }),
    ],
    [t, money, longDate, dateTime],
  );

  return (
    <section aria-labelledby="payout-batches" className={sectionClasses}>
      <h2 id="payout-batches" className="mb-3 text-lg font-semibold">
        {t('admin.payouts.batches')}
      </h2>
      <DataTable
        {...listProps({ ...query, data: query.data && wholeList(query.data) })}
        caption={t('admin.payouts.batchesCaption')}
        columns={columns}
        failedText={t('admin.payouts.failed')}
        emptyText={t('admin.payouts.noBatches')}
      />
      <MarkPaidModal batch={paying} onClose={() => setPaying(null)} />
    </section>
  );
}

/** The bank's reference of the transfer; the batch is then paid and each partner's balance falls by their line. */
function MarkPaidModal({ batch, onClose }: { batch: Payout | null; onClose: () => void }) {
  const t = useT();
  const { money } = useFormat();
  const [markPaid] = useMarkPayoutPaidMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<MarkPayoutPaid>({
    resolver: zodResolver(markPayoutPaidSchema),
    defaultValues: { bankReference: '' },
  });
  const submit = form.handleSubmit(async ({ bankReference }) => {
    if (!batch) return;
    setFailure(null);
    try {
      await markPaid({ id: batch._id, bankReference }).unwrap();
      toast.success(t('admin.payouts.markedPaid'));
      form.reset();
      onClose();
    } catch (problem) {
      setFailure(failureMessage(problem, t('admin.states.actionFailed')));
    }
  });
  return (
    <FormModal
      open={batch !== null}
      onClose={onClose}
      title={t('admin.payouts.markPaidTitle')}
      size="sm"
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('admin.payouts.markPaid')}
      cancelLabel={t('admin.actions.back')}
      failure={failure}
    >
      <p className="text-sm text-slate-700">
        {t('admin.payouts.markPaidText', { total: money(batch?.total ?? 0), count: batch?.lines.length ?? 0 })}
      </p>
      <TextField form={form} name="bankReference" maxLength={60} label={t('admin.payouts.bankReference')} />
    </FormModal>
  );
}
