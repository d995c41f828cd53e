import type { Address } from '@khidma/shared/schemas/address';
import type { Slot } from '@khidma/shared/schemas/slots';
import { KuwaitAddress } from '@/components/ui/kuwait-address';
import { BookedSlot } from '@/features/slots/components/booked-slot';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';
import type { Visit } from '../visit';
import { VisitLines } from './visit-lines';

type ConfirmStepProps = {
  visits: Array<{ visit: Visit; slot: Slot | null }>;
  address: Address | undefined;
  paymentName: string | undefined;
  total: number;
};

/** Step 3: each visit (its kind, services, time and subtotal), then where, how it is paid and the total. */
export function ConfirmStep({ visits, address, paymentName, total }: ConfirmStepProps) {
  const t = useT();
  const { money } = useFormat();
  const several = visits.length > 1;
  return (
    <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm">
      <ol className="space-y-4">
        {visits.map(({ visit, slot }, index) => (
          <li key={visit.subCategoryId} className="rounded-xl border border-slate-100 p-3">
            <h3 className="font-semibold">
              {several
                ? t('checkout.visit.numbered', { number: index + 1, kind: visit.subCategoryName })
                : t('checkout.visit.single', { kind: visit.subCategoryName })}
            </h3>
            <p className="mt-1 text-slate-700">{slot ? <BookedSlot start={slot.start} end={slot.end} /> : '—'}</p>
            <VisitLines items={visit.items} className="mt-2" />
            {several ? (
              <p className="mt-2 flex justify-between border-t border-slate-100 pt-2 font-semibold">
                <span>{t('checkout.visit.subtotal')}</span>
                <span>{money(visit.subtotal)}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      <dl className="space-y-4">
        <div>
          <dt className="font-semibold">{t('checkout.address.legend')}</dt>
          <dd className="text-slate-700">
            {address ? (
              <>
                {t('checkout.address.type', { type: address.addressType })}{' '}
                <KuwaitAddress address={address} directions={false} />
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t('checkout.payment.legend')}</dt>
          <dd className="text-slate-700">{paymentName ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t('checkout.summary.total')}</dt>
          <dd className="text-base font-bold">{money(total)}</dd>
        </div>
      </dl>
    </div>
  );
}
