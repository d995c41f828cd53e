import { useState } from 'react';
import { toast } from 'sonner';
import type { OrderStatus } from '@khidma/shared/constants';
import { nextStatuses } from '@khidma/shared/order-flow';
import type { AdminOrderDetail, AdminOrderUpdate, AssignablePartner } from '@khidma/shared/schemas/operations';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { failureMessage, isRefusal } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';
import { useGetAssignablePartnersQuery, useUpdateAdminOrderMutation } from '../../api/orders';
import { sectionClasses } from '../detail-frame';
import { ActionFailed, LoadFailed } from '../query-states';
import { ReasonModal } from '../reason-modal';

/** Orders that are over take no partner any more. */
const FINISHED: readonly string[] = ['Completed', 'Cancelled'];

const TOO_EARLY = [
  'errors.orders.tooEarlyToTravel',
  'errors.orders.tooEarlyToReach',
  'errors.orders.tooEarlyToComplete',
];

/**
 * What an admin may do now: only the state machine's moves (order-flow.ts) are offered. The server still decides:
 * its 409 (another admin moved it first, the partner lost the skill) shows here in its own words.
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const [update, { isLoading }] = useUpdateAdminOrderMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  // A move refused as too early for the slot: offered again, outside the timing rules, with a reason.
  const [tooEarly, setTooEarly] = useState<OrderStatus | null>(null);
  const [overrideOpen, setOverrideOpen] = useState(false);
  const moves = nextStatuses('admin', order.ordStatus, order.partner !== null);
  const canAssign = !FINISHED.includes(order.ordStatus);

  const send = async (body: AdminOrderUpdate, done: string) => {
    setFailure(null);
    await update({ ordId: order.ordId, body }).unwrap();
    toast.success(done);
  };
  const run = (body: AdminOrderUpdate, done: string) =>
    send(body, done).catch((error: unknown) => {
      setFailure(failureMessage(error, t('admin.states.actionFailed')));
      const early = TOO_EARLY.some((key) => isRefusal(error, key));
      setTooEarly(early && body.ordStatus ? body.ordStatus : null);
    });

  return (
    <aside aria-labelledby="order-actions" className={`${sectionClasses} flex h-fit flex-col gap-5`}>
      <h2 id="order-actions" className="text-lg font-semibold">
        {t('admin.order.actions')}
      </h2>
      <ActionFailed message={failure} />
      {tooEarly ? (
        <Button variant="secondary" size="sm" onClick={() => setOverrideOpen(true)}>
          {t('admin.order.overrideTiming', { status: t(`admin.status.${tooEarly}`) })}
        </Button>
      ) : null}
      {canAssign ? (
        <AssignPartner
          ordId={order.ordId}
          current={order.partner?._id}
          hasSlot={order.slotStart !== null}
          busy={isLoading}
          onAssign={(servicePartnerId) => void run({ servicePartnerId }, t('admin.order.assigned'))}
        />
      ) : null}
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-800">{t('admin.order.move')}</h3>
        {moves.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.order.noMoves')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {moves
              .filter((status) => status !== 'Cancelled')
              .map((status: OrderStatus) => (
                <Button
                  key={status}
                  variant="secondary"
                  size="sm"
                  disabled={isLoading}
                  onClick={() => void run({ ordStatus: status }, t('admin.order.moved'))}
                >
                  {t('admin.order.moveTo', { status: t(`admin.status.${status}`) })}
                </Button>
              ))}
            {moves.includes('Cancelled') ? (
              <Button variant="danger" size="sm" disabled={isLoading} onClick={() => setCancelOpen(true)}>
                {t('admin.order.cancel')}
              </Button>
            ) : null}
          </div>
        )}
      </div>
      <ReasonModal
        open={overrideOpen && tooEarly !== null}
        onClose={() => setOverrideOpen(false)}
        title={t('admin.order.overrideTitle', { ordId: order.ordId })}
        description={t('admin.order.overrideText')}
        confirmLabel={t('admin.order.overrideConfirm')}
        required
        onConfirm={async (reason) => {
          await send({ ordStatus: tooEarly!, overrideTiming: true, reason }, t('admin.order.moved'));
          setOverrideOpen(false);
          setTooEarly(null);
          setFailure(null);
        }}
      />
      <ReasonModal
        open={cancelOpen}
        onClose={() => setCancelOpen(false)}
        title={t('admin.order.cancelTitle', { ordId: order.ordId })}
        description={t('admin.order.cancelText')}
        confirmLabel={t('admin.order.cancelConfirm')}
        required
        onConfirm={async (reason) => {
          await send({ ordStatus: 'Cancelled', reason }, t('admin.order.cancelled'));
          setCancelOpen(false);
        }}
      />
    </aside>
  );
}

/**
 * The approved partners with the order's skill, those free at the order's slot first (the server sorts them so; kept
 * here too), each marked free or busy at that time. Busy ones stay offered: the server has the last word (409).
 */
function AssignPartner({
  ordId,
  current,
  hasSlot,
  busy,
  onAssign,
}: {
  ordId: string;
  current: string | undefined;
  /** Orders placed before time slots have no time to be free at. */
  hasSlot: boolean;
  busy: boolean;
  onAssign: (partnerId: string) => void;
}) {
  const t = useT();
  const { data: partners, error, isLoading, refetch } = useGetAssignablePartnersQuery(ordId);
  const [chosen, setChosen] = useState('');

  if (error && !partners) {
    return <LoadFailed error={error} fallback={t('admin.order.partnersFailed')} onRetry={() => void refetch()} />;
  }
  const options = (partners ?? [])
    .filter((partner) => partner._id !== current)
    .sort((a, b) => (hasSlot ? Number(b.freeAtSlot) - Number(a.freeAtSlot) : 0));
  const label = (partner: AssignablePartner) => {
    const text = t('admin.order.partnerOption', {
      name: partner.name,
      skill: partner.SrvSubCategoryName,
      rating: partner.rating.toFixed(1),
      jobs: partner.activeJobs,
    });
    if (!hasSlot) return text;
    return `${text} · ${t(partner.freeAtSlot ? 'admin.order.freeAtSlot' : 'admin.order.busyAtSlot')}`;
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onAssign(chosen);
      }}
    >
      <label htmlFor="assign-partner" className="text-sm font-semibold text-slate-800">
        {t(current ? 'admin.order.reassign' : 'admin.order.assign')}
      </label>
      <select
        id="assign-partner"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        disabled={isLoading || options.length === 0}
        aria-describedby={hasSlot ? 'assign-partner-hint' : undefined}
        className={inputClasses}
      >
        <option value="">
          {isLoading
            ? t('admin.order.partnersLoading')
            : options.length === 0
              ? t('admin.order.noPartners')
              : t('admin.order.choosePartner')}
        </option>
        {options.map((partner) => (
          <option key={partner._id} value={partner._id}>
            {label(partner)}
          </option>
        ))}
      </select>
      {hasSlot ? (
        <p id="assign-partner-hint" className="text-xs text-slate-600">
          {t('admin.order.freeFirst')}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={!chosen} loading={busy}>
        {t('admin.order.assignButton')}
      </Button>
    </form>
  );
}
