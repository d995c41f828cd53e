import type { OrderEvent, PaymentAttempt } from '@khidma/shared/schemas/operations';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import { sectionClasses } from '../detail-frame';
import { useDateTime } from '../../hooks/use-date-time';
import { statusLabel } from '../../status-labels';

/** A table's column headers, spaced apart but the last. */
function HeaderCells({ labels }: { labels: string[] }) {
  return labels.map((label, index) => (
    <th key={label} scope="col" className={`py-2 text-start font-medium ${index < labels.length - 1 ? 'pe-3' : ''}`}>
      {label}
    </th>
  ));
}

/** Every charge at the gateway, with the ids an admin looks it up by there; the one to refund is marked. */
export function PaymentAttempts({ attempts }: { attempts: PaymentAttempt[] }) {
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
                {attempt.refunded > 0 ? (
                  <span className="ms-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">
                    {t(attempt.refunded >= attempt.amount ? 'admin.refunds.refunded' : 'admin.refunds.partlyRefunded', {
                      amount: money(attempt.refunded),
                    })}
                  </span>
                ) : attempt.refundDue ? (
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
export function AuditLog({ events }: { events: OrderEvent[] }) {
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
