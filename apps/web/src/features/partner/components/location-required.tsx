import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';
import type { GeolocationFailure } from '../hooks/use-geolocation';

/** What a partner applicant sees while the browser refuses the position (spec §2). */
export function LocationRequired({ onAllow, failure }: { onAllow: () => void; failure?: GeolocationFailure }) {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="rounded-full bg-brand-50 p-4 text-brand-700">
        <MapPin className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{t('partner.location.title')}</h1>
      <p className="text-slate-700">{t('partner.location.intro')}</p>
      {failure ? (
        <p role="alert" className="text-red-700">
          {t(`partner.location.${failure}`)}
        </p>
      ) : null}
      <ol className="list-decimal space-y-1 ps-5 text-start text-sm text-slate-700">
        <li>{t('partner.location.step1')}</li>
        <li>{t('partner.location.step2')}</li>
        <li>{t('partner.location.step3')}</li>
      </ol>
      <Button onClick={onAllow}>{t('partner.location.allow')}</Button>
      <Link to="/" className="text-sm font-semibold text-brand-700 underline">
        {t('partner.backToHome')}
      </Link>
    </section>
  );
}
