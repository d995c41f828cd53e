import type { Service } from '@khidma/shared/schemas/catalog';
import { useFormat } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/use-t';

type PriceTagProps = { service: Pick<Service, 'DisplayPrice' | 'Price'>; large?: boolean };

/** The original price struck through, then the price, both "KD 12.500" (spec §2, §9; "12.500 د.ك" in Arabic). */
export function PriceTag({ service, large = false }: PriceTagProps) {
  const t = useT();
  const { money } = useFormat();
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${large ? 'text-2xl' : 'text-base'}`}>
      {service.DisplayPrice > service.Price ? (
        <s className={`text-slate-500 ${large ? 'text-lg' : 'text-sm'}`}>
          <span className="sr-only">{t('catalog.price.original')} </span>
          {money(service.DisplayPrice)}
        </s>
      ) : null}
      <span className="font-bold text-slate-900">
        <span className="sr-only">{t('catalog.price.current')} </span>
        {money(service.Price)}
      </span>
    </p>
  );
}
