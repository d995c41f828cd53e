import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { PromoCode, PromoCodeInput } from '@khidma/shared/schemas/promo';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/api';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useGetAdminSubCategoriesQuery } from '../api/catalogue';
import { useGetPromoCodesQuery, useSavePromoCodeMutation } from '../api/promo-codes';
import { DataTable, columnsFor, listProps } from '../components/data-table';
import { PromoCodeForm } from '../components/promo-code-form';
import { PageHeader } from '../components/query-states';
import { StateBadge } from '../components/state-badge';
import { useDateTime } from '../hooks/use-date-time';

const column = columnsFor<PromoCode>();
const NO_SUB_CATEGORIES: never[] = [];

/** A code sent back as it is, active or not. */
const bodyOf = (
  { _id: _id, uses: _uses, createdAt: _createdAt, ...rest }: PromoCode,
  active: boolean,
): PromoCodeInput => ({
  ...rest,
  active,
});

/**
 * /admin/promo-codes (issue 26): every code with its rules and its uses so far; create, edit, disable and enable
 * again. The window is Kuwait time, as the server keeps it.
 */
export function PromoCodesPage() {
  const t = useT();
  const { money } = useFormat();
  const dateTime = useDateTime();
  const query = useGetPromoCodesQuery();
  const subCategories = useGetAdminSubCategoriesQuery({});
  const [save] = useSavePromoCodeMutation();
  // Closed, a new code ({ row: null }), or that code.
  const [editing, setEditing] = useState<{ row: PromoCode | null } | null>(null);

  const columns = useMemo(() => {
    // The console's datetime fields hold Kuwait's wall-clock time: shown as that moment in Kuwait.
    const when = (local: string) => dateTime(`${local}:00+03:00`);
    const toggle = (row: PromoCode) =>
      void save({ id: row._id, body: bodyOf(row, !row.active) })
        .unwrap()
        .then(
          () => toast.success(t(row.active ? 'admin.promo.disabledDone' : 'admin.promo.enabledDone')),
          (error: unknown) => toast.error(failureMessage(error, t('admin.states.actionFailed'))),
        );
    return [
      column.accessor('code', {
        header: t('admin.promo.column.code'),
        cell: (info) => <bdi className="whitespace-nowrap">{info.getValue()}</bdi>,
      }),
      column.display({
        id: 'discount',
        header: t('admin.promo.column.discount'),
        cell: ({ row: { original } }) =>
          original.kind === 'percent' ? t('admin.promo.percentOff', { value: original.value }) : money(original.value),
      }),
      column.accessor('minOrder', { header: t('admin.promo.column.minOrder'), cell: (info) => money(info.getValue()) }),
      column.display({
        id: 'window',
        header: t('admin.promo.column.window'),
        cell: ({ row: { original } }) => (
          // From over to: the table stays narrow enough for its actions at 1280 px.
          <span className="whitespace-nowrap">
            {when(original.validFrom)} –<br />
            {when(original.validTo)}
          </span>
        ),
      }),
      column.display({
        id: 'uses',
        header: t('admin.promo.column.uses'),
        cell: ({ row: { original } }) => (
          <span className="whitespace-nowrap">
            {original.maxUses === null
              ? original.uses
              : t('admin.promo.usesOf', { uses: original.uses, max: original.maxUses })}
          </span>
        ),
      }),
      column.accessor('maxUsesPerCustomer', {
        header: t('admin.promo.column.perCustomer'),
        cell: (info) => info.getValue() ?? t('admin.promo.noLimit'),
      }),
      column.accessor('active', {
        header: t('admin.promo.column.active'),
        cell: (info) => (
          <StateBadge ok={info.getValue()} label={t(info.getValue() ? 'admin.promo.active' : 'admin.promo.disabled')} />
        ),
      }),
      column.display({
        id: 'actions',
        header: t('admin.promo.column.actions'),
        cell: ({ row: { original } }) => (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditing({ row: original })}
              aria-label={t('admin.promo.editOf', { code: original.code })}
            >
              {t('admin.promo.editAction')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => toggle(original)}
              aria-label={t(original.active ? 'admin.promo.disableOf' : 'admin.promo.enableOf', {
                code: original.code,
              })}
            >
              {t(original.active ? 'admin.promo.disable' : 'admin.promo.enable')}
            </Button>
          </div>
        ),
      }),
    ];
  }, [t, money, dateTime, save]);

  return (
    <>
      <PageHeader title={t('admin.promo.title')} />
      <div className="mb-3 flex justify-end">
        <Button onClick={() => setEditing({ row: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.promo.add')}
        </Button>
      </div>
      <DataTable
        {...listProps(query)}
        caption={t('admin.promo.title')}
        columns={columns}
        failedText={t('admin.promo.failed')}
        emptyText={t('admin.promo.empty')}
      />
      <PromoCodeForm
        open={editing !== null}
        onClose={() => setEditing(null)}
        editing={editing?.row ?? null}
        subCategories={subCategories.data?.items ?? NO_SUB_CATEGORIES}
        onSave={(body) => save({ id: editing?.row?._id, body }).unwrap()}
      />
    </>
  );
}
