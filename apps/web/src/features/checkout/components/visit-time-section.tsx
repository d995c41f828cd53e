import { ArrowLeft } from 'lucide-react';
import type { Slot } from '@khidma/shared/schemas/slots';
import { Button } from '@/components/ui/button';
import { SlotPicker } from '@/features/slots/components/slot-picker';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import type { Visit } from '../visit';

type VisitTimeSectionProps = {
  visit: Visit;
  date: string;
  onDateChange: (date: string) => void;
  slot: Slot | null;
  onSlotChange: (slot: Slot | null) => void;
  onBackToCart: () => void;
  /** The chosen address's area: the times are those of the partners who go there. */
  area?: string;
  /** The chosen address's area when we do not serve it (its name): said here, before any date is offered. */
  notServedArea?: string | null;
};

/**
 * Step 2's "Date & time": one visit is one sub-category (one partner's skill), so a cart mixing them is told so,
 * with its kinds named, and sent back to the cart instead of offered a time.
 */
export function VisitTimeSection({
  visit,
  date,
  onDateChange,
  slot,
  onSlotChange,
  onBackToCart,
  area,
  notServedArea,
}: VisitTimeSectionProps) {
  const t = useT();
  const { list } = useFormat();
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-2 text-lg font-semibold">{t('checkout.visit.legend')}</legend>
      {visit.mixed ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">{t('errors.orders.oneSubCategoryPerVisit')}</p>
          <p className="mt-1">{t('checkout.visit.kinds', { kinds: list(visit.subCategoryNames) })}</p>
          <Button variant="secondary" className="mt-3" onClick={onBackToCart}>
            <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" /> {t('checkout.visit.backToCart')}
          </Button>
        </div>
      ) : notServedArea ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {t('checkout.visit.notServed', { area: notServedArea })}
        </p>
      ) : visit.subCategoryId ? (
        <SlotPicker
          area={area}
          subCategoryId={visit.subCategoryId}
          duration={visit.duration}
          date={date}
          onDateChange={onDateChange}
          value={slot}
          onChange={onSlotChange}
        />
      ) : null}
    </fieldset>
  );
}
