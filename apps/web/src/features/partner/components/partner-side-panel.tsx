import { Clock, Star, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/use-t';

const benefits = [
  { icon: TrendingUp, key: 'visibility' },
  { icon: Star, key: 'premium' },
  { icon: Clock, key: 'support' },
] as const;

export function PartnerSidePanel() {
  const t = useT();
  return (
    <aside aria-labelledby="partner-benefits" className="rounded-2xl bg-brand-800 p-6 text-white lg:sticky lg:top-24">
      <h2 id="partner-benefits" className="text-xl font-bold">
        {t('partner.panel.title')}
      </h2>
      <ul className="mt-6 space-y-5">
        {benefits.map(({ icon: Icon, key }) => (
          <li key={key} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden="true" />
            <div>
              <p className="font-semibold">{t(`partner.panel.${key}.title`)}</p>
              <p className="text-sm text-brand-100">{t(`partner.panel.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t('partner.backToHome')}
      </Link>
    </aside>
  );
}
