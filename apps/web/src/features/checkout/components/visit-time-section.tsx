import type { Slot } from '@khidma/shared/schemas/slots';
import { SlotPicker } from '@/features/slots/components/slot-picker';
import { useT } from '@/lib/i18n/use-t';
import type { Visit } from '../visit';
import { VisitLines } from './visit-lines';

type VisitTimeSectionProps = {
  visit: Visit;
  /** The visit's place in the checkout (1, 2 ...), said when there are several. */
  number: number;
  several: boolean;
  date: string;
  onDateChange: (date: string) => void;
  slot: Slot | null;
  onSlotChange: (slot: Slot | null) => void;
  /** The chosen address's area: the times are those of the partners who go there. */
  area?: string;
  /** The chosen address's area when we do not serve this visit's kind there (its name): said instead of times. */
  notServedArea?: string | null;
};

/**
 * Step 2's "Date & time" of one visit: its kind and services, then its own slot grid (one visit is one
 * sub-category, one partner's skill), or why no time is offered.
 */
export function VisitTimeSection({
  visit,
  number,
  several,
  date,
  onDateChange,
  slot,
  onSlotChange,
  area,
  notServedArea,
}: VisitTimeSectionProps) {
  const t = useT();
  return (
    <fieldset className="min-w-0 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 font-semibold">
        {several
          ? t('checkout.visit.numbered', { number, kind: visit.subCategoryName })
          : t('checkout.visit.single', { kind: visit.subCategoryName })}
      </legend>
      <VisitLines items={visit.items} />
      {notServedArea ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {t('checkout.visit.notServed', { area: notServedArea })}
        </p>
      ) : (
        <SlotPicker
          area={area}
          subCategoryId={visit.subCategoryId}
          duration={visit.duration}
          date={date}
          onDateChange={onDateChange}
          value={slot}
          onChange={onSlotChange}
        />
      )}
    </fieldset>
  );
}
