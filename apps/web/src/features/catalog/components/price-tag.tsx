import { formatKD } from '@khidma/shared/money';
import type { Service } from '@khidma/shared/schemas/catalog';

type PriceTagProps = { service: Pick<Service, 'DisplayPrice' | 'Price'>; large?: boolean };

/** The original price struck through, then the price, both "KD 12.50" (spec §2, §9). */
export function PriceTag({ service, large = false }: PriceTagProps) {
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${large ? 'text-2xl' : 'text-base'}`}>
      {service.DisplayPrice > service.Price ? (
        <s className={`text-slate-500 ${large ? 'text-lg' : 'text-sm'}`}>
          <span className="sr-only">Original price </span>
          {formatKD(service.DisplayPrice)}
        </s>
      ) : null}
      <span className="font-bold text-slate-900">
        <span className="sr-only">Price </span>
        {formatKD(service.Price)}
      </span>
    </p>
  );
}
