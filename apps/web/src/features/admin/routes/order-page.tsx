import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import type { OrderStatus } from '@khidma/shared/constants';
import { nextStatuses } from '@khidma/shared/order-flow';
import type {
  AdminOrderDetail,
  AdminOrderUpdate,
  AssignablePartner,
  OrderEvent,
  PaymentAttempt,
} from '@khidma/shared/schemas/operations';
import { AddressParts } from '@/components/ui/address-parts';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form-field';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { failureMessage, isRefusal } from '@/lib/api';
import { useSlotFormat } from '@/lib/format-slot';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { useGetAdminOrderQuery, useGetAssignablePartnersQuery, useUpdateAdminOrderMutation } from '../api/orders';
import { Detail, DetailFrame, sectionClasses } from '../components/detail-frame';
import { ActionFailed, LoadFailed } from '../components/query-states';
import { ReasonModal } from '../components/reason-modal';
import { useDateTime } from '../hooks/use-date-time';
import { PAYMENT_STATUS_LABELS, statusLabel, usePaymentLabel } from '../status-labels';

/** Orders that are over take no partner any more. */
const FINISHED: readonly string[] = ['Completed', 'Cancelled'];

/** One order: what, where, how paid, its audit log; assign a partner, move it along, cancel it with a reason. */
export function OrderPage() {
  const t = useT();
  const { ordId = '' } = useParams();
  const query = useGetAdminOrderQuery(ordId);

  return (
    <DetailFrame
      backLabel={t('admin.order.back')}
      query={query}
      loadingText={t('admin.order.loading')}
      failedText={t('admin.order.failed')}
    >
      {(order) => <OrderDetail order={order} />}
    </DetailFrame>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const { money } = useFormat();
  const dateTime = useDateTime();
  const paymentLabel = usePaymentLabel();
  const { slot } = useSlotFormat();
  const label = statusLabel(order.ordStatus);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.order.title', { ordId: order.ordId })}</h1>
        <OrderStatusBadge status={order.ordStatus} />
      </div>
      <RefundDue order={order} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <section aria-labelledby="order-details" className={sectionClasses}>
            <h2 id="order-details" className="text-lg font-semibold">
              {t('admin.order.details')}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Detail
                term={t('admin.order.slot')}
                value={slot(order.slotStart, order.slotEnd) ?? t('admin.order.noSlot')}
              />
              <Detail term={t('admin.order.orderedDate')} value={dateTime(order.orderedDate)} />
              <Detail term={t('admin.order.status')} value={label ? t(label) : order.ordStatus} />
              <Detail term={t('admin.order.customer')} value={order.customer.name} />
              <Detail
                term={t('admin.order.phone')}
                value={<bdi dir="ltr">{`${order.customer.country_code} ${order.customer.phone}`}</bdi>}
              />
              <Detail term={t('admin.order.partner')} value={order.partner?.name ?? t('admin.orders.unassigned')} />
            </dl>
          </section>
          <section aria-labelledby="order-address" className={sectionClasses}>
            <h2 id="order-address" className="text-lg font-semibold">
              {t('admin.order.address')}
            </h2>
            <p className="mt-3 text-sm text-slate-800">
              <AddressParts
                parts={[
                  order.ServiceAddress.flatNo,
                  order.ServiceAddress.address,
                  order.ServiceAddress.area,
                  order.ServiceAddress.landmark,
                  order.ServiceAddress.pincode,
                ]}
              />
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {t('admin.order.addressPhone')} <bdi dir="ltr">{order.ServiceAddress.phoneNo}</bdi>
            </p>
          </section>
          <section aria-labelledby="order-services" className={sectionClasses}>
            <h2 id="order-services" className="text-lg font-semibold">
              {t('admin.order.services')}
            </h2>
            <ul className="mt-3 flex flex-col gap-2 text-sm">
              {order.services.map((service, index) => (
                <li key={index} className="flex flex-wrap justify-between gap-2">
                  <span className="font-medium">{service.ServiceName}</span>
                  <span className="text-slate-600">{service.SrvSubCategoryName}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="order-payment" className={sectionClasses}>
            <h2 id="order-payment" className="text-lg font-semibold">
              {t('admin.order.payment')}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
              <Detail term={t('admin.order.paymentMethod')} value={paymentLabel(order.paymentType)} />
              <Detail term={t('admin.order.paymentStatus')} value={t(PAYMENT_STATUS_LABELS[order.payment_status])} />
              <Detail term={t('admin.order.total')} value={money(order.totalPrice)} />
              {order.lateChangeFees > 0 ? (
                <Detail term={t('admin.order.lateChangeFees')} value={money(order.lateChangeFees)} />
              ) : null}
            </dl>
            {order.payments.length ? <PaymentAttempts attempts={order.payments} /> : null}
          </section>
          <AuditLog events={order.events} />
        </div>
        <OrderActions order={order} />
      </div>
    </div>
  );
}

/**
 * Why a refund is owed, in words an admin acts on: a second capture (the charge is marked below), and/or the
 * customer cancelled an order they had paid online (refund what they paid, less any late-change fees).
 */
function RefundDue({ order }: { order: AdminOrderDetail }) {
  const t = useT();
  const { money } = useFormat();
  if (!order.refundDue) return null;
  const cancelled = order.ordStatus === 'Cancelled';
  // One capture kept and another flagged: the customer paid twice (a cancel flags every capture, so keeps none).
  const captures = order.payments.filter((attempt) => attempt.status === 'CAPTURED');
  const secondCapture = captures.some((attempt) => attempt.refundDue) && captures.some((attempt) => !attempt.refundDue);
  const customerCancelled =
    cancelled && order.events.some((event) => event.toStatus === 'Cancelled' && event.actor.role === 'customer');
  const lines = [
    secondCapture ? t('admin.order.refundDue') : null,
    customerCancelled
      ? order.lateChangeFees > 0
        ? t('admin.order.refundCancelledLessFees', { fees: money(order.lateChangeFees) })
        : t('admin.order.refundCancelled')
      : cancelled
        ? t('admin.order.refundAfterCancel')
        : null,
  ].filter((line): line is string => line !== null);
  // The server knows more reasons than these two: still say that a refund is owed.
  if (!lines.length) lines.push(t('admin.order.refundOther'));
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** A table's column headers, spaced apart but the last. */
function HeaderCells({ labels }: { labels: string[] }) {
  return labels.map((label, index) => (
    <th key={label} scope="col" className={`py-2 text-start font-medium ${index < labels.length - 1 ? 'pe-3' : ''}`}>
      {label}
    </th>
  ));
}

/** Every charge at the gateway, with the ids an admin looks it up by there; the one to refund is marked. */
function PaymentAttempts({ attempts }: { attempts: PaymentAttempt[] }) {
  const t = useT();
  const { money } = useFormat();
  const dateTime = useDateTime();
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="mb-2 text-start font-medium text-slate-700">{t('admin.order.charges')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <HeaderCells
              labels={[
                t('admin.order.chargeAt'),
                t('admin.order.chargeStatus'),
                t('admin.order.total'),
                t('admin.order.chargeIds'),
              ]}
            />
          </tr>
        </thead>
        <tbody>
          {attempts.map((attempt) => (
            <tr key={attempt.reference} className="border-b border-slate-100 align-top">
              <td className="py-2 pe-3">{dateTime(attempt.createdAt)}</td>
              <td className="py-2 pe-3">
                <bdi>{attempt.status}</bdi>
                {attempt.refundDue ? (
                  <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                    {t('admin.order.refundThis')}
                  </span>
                ) : null}
              </td>
              <td className="py-2 pe-3">{money(attempt.amount)}</td>
              <td className="py-2 font-mono text-xs" dir="ltr">
                {[attempt.reference, attempt.trackId, attempt.paymentId].filter(Boolean).join(' · ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who did what and when: every status change and (re)assignment, oldest first, with the reason given. */
function AuditLog({ events }: { events: OrderEvent[] }) {
  const t = useT();
  const dateTime = useDateTime();
  const status = (value: string) => {
    const key = statusLabel(value);
    return key ? t(key) : value;
  };
  return (
    // Not a landmark itself: the log's scrolling region below is the one, named by this heading (two would repeat it).
    <div className={sectionClasses}>
      <h2 id="order-audit" className="text-lg font-semibold">
        {t('admin.order.audit')}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('admin.order.auditEmpty')}</p>
      ) : (
        <div role="region" aria-labelledby="order-audit" tabIndex={0} className="mt-3 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t('admin.order.audit')}</caption>
            <thead className="text-slate-600">
              <tr>
                <HeaderCells
                  labels={[
                    t('admin.order.audit.when'),
                    t('admin.order.audit.who'),
                    t('admin.order.audit.change'),
                    t('admin.order.audit.why'),
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {events.map((event) => (
                <tr key={event._id}>
                  <td className="py-2 pe-3 align-top whitespace-nowrap">{dateTime(event.at)}</td>
                  <td className="py-2 pe-3 align-top">
                    {t(`admin.order.actor.${event.actor.role}`)}
                    {event.actor.name ? ` · ${event.actor.name}` : ''}
                  </td>
                  <td className="py-2 pe-3 align-top">
                    {event.fromStatus !== event.toStatus ? (
                      <span className="block">
                        {t('admin.order.audit.status', {
                          from: status(event.fromStatus),
                          to: status(event.toStatus),
                        })}
                      </span>
                    ) : null}
                    {event.fromPartner?._id !== event.toPartner?._id ? (
                      <span className="block">
                        {t('admin.order.audit.partner', {
                          from: event.fromPartner?.name ?? t('admin.orders.unassigned'),
                          to: event.toPartner?.name ?? t('admin.orders.unassigned'),
                        })}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 align-top">{event.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

const TOO_EARLY = [
  'errors.orders.tooEarlyToTravel',
  'errors.orders.tooEarlyToReach',
  'errors.orders.tooEarlyToComplete',
];

/**
 * What an admin may do now: only the state machine's moves (order-flow.ts) are offered. The server still decides:
 * its 409 (another admin moved it first, the partner lost the skill) shows here in its own words.
 */
function OrderActions({ order }: { order: AdminOrderDetail }) {
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
