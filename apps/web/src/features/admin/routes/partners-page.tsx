import { useMemo, useState } from 'react';
import type { PartnerRow } from '@khidma/shared/schemas/operations';
import { Button } from '@/components/ui/button';
import { useWeekdayNames } from '@/components/ui/work-days-field';
import { useT } from '@/lib/i18n/use-t';
import { useGetPartnersQuery, useSetPartnerHoursMutation, useSuspendPartnerMutation } from '../api/people';
import { BlockAction } from '../components/block-action';
import { columnsFor } from '../components/data-table';
import { DaysOffModal } from '../components/days-off-modal';
import { PartnerAreasModal } from '../components/partner-areas-modal';
import { PeopleList } from '../components/people-list';
import { StateBadge } from '../components/state-badge';
import { WorkHoursModal } from '../components/work-hours-modal';
import { useListParams } from '../hooks/use-list-params';
import { PhoneNumber } from '@/components/ui/phone-field';

const column = columnsFor<PartnerRow>();

/**
 * The partners, searched; suspend one (their sessions end, no new jobs) or lift it; set their working hours and
 * days, their days off, and the areas they go to.
 */
export function PartnersPage() {
  const t = useT();
  const list = useListParams({ sort: 'name', order: 'asc' }, ['q'] as const);
  const query = useGetPartnersQuery({
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    order: list.order,
    q: list.filters.q,
  });
  const [suspend] = useSuspendPartnerMutation();
  const [setHours] = useSetPartnerHoursMutation();
  const [editingHours, setEditingHours] = useState<PartnerRow | null>(null);
  const [daysOffOf, setDaysOffOf] = useState<PartnerRow | null>(null);
  const [areasOf, setAreasOf] = useState<PartnerRow | null>(null);
  const weekdays = useWeekdayNames('short');

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('admin.people.column.name'), enableSorting: true }),
      column.accessor('phone', {
        header: t('admin.people.column.phone'),
        cell: (info) => (
          <span className="whitespace-nowrap">
            <PhoneNumber countryCode={info.row.original.country_code} phone={info.getValue()} />
          </span>
        ),
      }),
      column.accessor('SrvSubCategoryName', {
        header: t('admin.partners.column.skill'),
        cell: (info) => `${info.row.original.SrvCategoryName} · ${info.getValue()}`,
      }),
      column.accessor('workHoursStart', {
        header: t('admin.partners.column.hours'),
        cell: (info) => (
          <>
            <bdi
              dir="ltr"
              className="block whitespace-nowrap"
            >{`${info.getValue()}–${info.row.original.workHoursEnd}`}</bdi>
            <span className="text-xs text-slate-600">
              {info.row.original.workDays.length === 7
                ? t('admin.partners.everyDay')
                : info.row.original.workDays.map((day) => weekdays[day]).join(' · ')}
            </span>
          </>
        ),
      }),
      column.accessor('rating', {
        header: t('admin.partners.column.rating'),
        cell: (info) => info.getValue().toFixed(1),
      }),
      column.accessor('jobs', { header: t('admin.partners.column.jobs') }),
      column.accessor('suspended', {
        header: t('admin.people.column.state'),
        cell: (info) => (
          <StateBadge
            ok={!info.getValue()}
            label={t(info.getValue() ? 'admin.partners.suspended' : 'admin.people.active')}
          />
        ),
      }),
      column.display({
        id: 'actions',
        header: t('admin.people.column.actions'),
        cell: ({ row: { original } }) => (
          <div className="flex gap-2 whitespace-nowrap">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setEditingHours(original)}
              aria-label={t('admin.partners.hoursOf', { name: original.name })}
            >
              {t('admin.partners.hours')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setDaysOffOf(original)}
              aria-label={t('admin.partners.daysOffOf', { name: original.name })}
            >
              {t('admin.partners.daysOff')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setAreasOf(original)}
              aria-label={t('admin.partners.areasOf', { name: original.name })}
            >
              {t('admin.partners.areas')}
            </Button>
            <BlockAction
              blocked={original.suspended}
              labels={{
                block: t('admin.partners.suspend'),
                lift: t('admin.partners.lift'),
                title: t(original.suspended ? 'admin.partners.liftTitle' : 'admin.partners.suspendTitle', {
                  name: original.name,
                }),
                text: t(original.suspended ? 'admin.partners.liftText' : 'admin.partners.suspendText'),
                done: t(original.suspended ? 'admin.partners.lifted' : 'admin.partners.suspendedDone'),
              }}
              onSubmit={(body) => suspend({ id: original._id, body }).unwrap()}
            />
          </div>
        ),
      }),
    ],
    [t, suspend, weekdays],
  );

  return (
    <PeopleList
      title={t('admin.partners.title')}
      list={list}
      query={query}
      columns={columns}
      failedText={t('admin.partners.failed')}
    >
      <WorkHoursModal
        open={editingHours !== null}
        onClose={() => setEditingHours(null)}
        name={editingHours?.name ?? ''}
        hours={{
          workHoursStart: editingHours?.workHoursStart ?? '',
          workHoursEnd: editingHours?.workHoursEnd ?? '',
          workDays: editingHours?.workDays ?? [],
        }}
        onSave={(hours) => setHours({ id: editingHours?._id ?? '', body: hours }).unwrap()}
      />
      <DaysOffModal partner={daysOffOf} onClose={() => setDaysOffOf(null)} />
      <PartnerAreasModal partner={areasOf} onClose={() => setAreasOf(null)} />
    </PeopleList>
  );
}
