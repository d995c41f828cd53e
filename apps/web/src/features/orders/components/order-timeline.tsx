import { Check, Circle } from 'lucide-react';
import type { TimelineEntry, TimelineStep } from '@khidma/shared/schemas/order';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { useSlotFormat } from '@/lib/format-slot';

const STEP_TEXT: Record<TimelineStep, MessageId> = {
  placed: 'orders.timeline.placed',
  paid: 'orders.timeline.paid',
  assigned: 'orders.timeline.assigned',
  accepted: 'orders.timeline.accepted',
  onTheWay: 'orders.timeline.onTheWay',
  arrived: 'orders.timeline.arrived',
  started: 'orders.timeline.started',
  completed: 'orders.timeline.completed',
  cancelled: 'orders.timeline.cancelled',
  rescheduled: 'orders.timeline.rescheduled',
};

/** The visit's steps still to come after `reached`, shown greyed so the customer sees where the order stands. */
const VISIT_STEPS: TimelineStep[] = ['assigned', 'accepted', 'onTheWay', 'arrived', 'started', 'completed'];

export function upcomingSteps(timeline: TimelineEntry[], final: boolean): TimelineStep[] {
  if (final) return [];
  const reached = Math.max(-1, ...timeline.map((entry) => VISIT_STEPS.indexOf(entry.step)));
  return VISIT_STEPS.slice(reached + 1);
}

/**
 * The order's timeline (issue 25): what happened, oldest first, at its Kuwait time; the latest step is the current
 * one (aria-current="step"); the visit's steps still to come follow, without a time.
 */
export function OrderTimeline({ timeline, final }: { timeline: TimelineEntry[]; final: boolean }) {
  const t = useT();
  const { slot } = useSlotFormat();
  const upcoming = upcomingSteps(timeline, final);
  return (
    <section aria-labelledby="timeline-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="timeline-title" className="font-semibold">
        {t('orders.timeline.title')}
      </h2>
      <ol className="mt-3 space-y-3">
        {timeline.map((entry, index) => {
          const current = index === timeline.length - 1;
          return (
            <li
              key={`${entry.step}-${entry.at}`}
              aria-current={current ? 'step' : undefined}
              className="flex items-start gap-3"
            >
              <span
                className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full ${current ? 'bg-brand-700 text-white' : 'bg-brand-100 text-brand-800'}`}
              >
                <Check className="size-3.5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span
                  className={`block text-sm ${current ? 'font-bold text-slate-900' : 'font-semibold text-slate-800'}`}
                >
                  {t(STEP_TEXT[entry.step])}
                </span>
                <time dateTime={entry.at} className="block text-xs text-slate-600">
                  {slot(entry.at, null)}
                </time>
              </span>
            </li>
          );
        })}
        {upcoming.map((step) => (
          <li key={step} className="flex items-start gap-3 text-slate-500">
            <Circle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span className="text-sm">
              {t(STEP_TEXT[step])} <span className="sr-only">{t('orders.timeline.upcoming')}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
