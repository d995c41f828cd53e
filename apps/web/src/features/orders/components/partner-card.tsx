import { Phone, Star } from 'lucide-react';
import type { OrderPartner } from '@khidma/shared/schemas/order';
import { buttonClasses } from '@/components/ui/button';
import { PhoneNumber } from '@/components/ui/phone-field';
import { useT } from '@/lib/i18n/use-t';

/**
 * The order's professional: first name and rating; Call (a tel: link, the number as people read it, left to right)
 * once the server gives the number, from the Kuwait day of the visit while the order is active.
 */
export function PartnerCard({ partner }: { partner: OrderPartner }) {
  const t = useT();
  return (
    <section aria-labelledby="partner-card-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="partner-card-title" className="font-semibold">
        {t('orders.partnerCard.title')}
      </h2>
      <p className="mt-2 flex items-center gap-2 text-sm text-slate-800">
        <span className="font-semibold">{partner.firstName}</span>
        {partner.rating > 0 ? (
          <span className="inline-flex items-center gap-1 text-slate-700">
            <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
            {t('orders.partnerCard.rating', { rating: partner.rating })}
          </span>
        ) : null}
      </p>
      {partner.phone ? (
        <a href={`tel:${partner.phone}`} className={buttonClasses('primary', 'md', 'mt-3')}>
          <Phone className="size-4" aria-hidden="true" />
          {t('orders.partnerCard.call', { name: partner.firstName })}
          <PhoneNumber countryCode="" phone={partner.phone} />
        </a>
      ) : (
        <p className="mt-2 text-xs text-slate-600">{t('orders.partnerCard.callLater')}</p>
      )}
    </section>
  );
}
