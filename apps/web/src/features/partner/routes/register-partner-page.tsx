import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/use-t';
import { LocationRequired } from '../components/location-required';
import { PartnerForm } from '../components/partner-form';
import { PartnerSidePanel } from '../components/partner-side-panel';
import { useGeolocation } from '../hooks/use-geolocation';

/** /registerpartner (spec §2): the browser's position first, then the application form beside the side panel. */
export function RegisterPartnerPage() {
  const t = useT();
  const { state, request } = useGeolocation();

  if (state.status === 'asking') {
    return (
      <div className="flex justify-center px-4 py-20">
        <Spinner label={t('partner.page.requestingLocation')} className="size-8 text-brand-700" />
      </div>
    );
  }
  if (state.status !== 'granted') {
    return <LocationRequired onAllow={request} failure={state.status === 'error' ? state.reason : undefined} />;
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('partner.page.title')}</h1>
      <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
        <PartnerForm latitude={state.latitude} longitude={state.longitude} />
        <PartnerSidePanel />
      </div>
    </div>
  );
}
