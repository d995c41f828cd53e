import { ArrowLeft, LocateFixed } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { kuwaitArea } from '@khidma/shared/kuwait-areas';
import { toast } from 'sonner';
import type { Address } from '@khidma/shared/schemas/address';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddAddressMutation } from '../api/add-address';
import { useGetMapConfigQuery } from '../api/get-map-config';
import { useT } from '@/lib/i18n/use-t';
import { useAddressFailure } from '../hooks/use-address-failure';
import { useCurrentLocation, type Position } from '../hooks/use-current-location';
import { AddressFormFields } from './address-form';
import { AreaOptions } from './area-options';

// Leaflet is only for the screens with a map (design §6).
const LocationMap = lazy(async () => ({ default: (await import('./location-map')).LocationMap }));

type AddAddressFlowProps = {
  userId: string;
  onClose: () => void;
  onSaved?: (address: Address) => void;
};

/** The add flow of spec §2 My Addresses: the map view, then the form view; saving returns to the list. */
export function AddAddressFlow({ userId, onClose, onSaved }: AddAddressFlowProps) {
  const [view, setView] = useState<'map' | 'form'>('map');
  const [position, setPosition] = useState<Position | null>(null);
  // The area chosen above the map: the map goes to its centre, and the form starts with it.
  const [areaId, setAreaId] = useState('');
  const area = kuwaitArea(areaId);
  const focus = useMemo(() => (area ? { lat: area.lat, lng: area.lng } : null), [area]);
  const [serverError, setServerError] = useState<string | null>(null);
  const { data: mapConfig } = useGetMapConfigQuery();
  const { locate, locating, error: locationError, clearError } = useCurrentLocation();
  const [addAddress] = useAddAddressMutation();
  const hintId = useId();
  const t = useT();
  const addressFailure = useAddressFailure();

  const choose = (chosen: Position) => {
    clearError();
    setPosition(chosen);
  };

  return (
    <section
      aria-labelledby={`${hintId}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex items-center gap-2">
        <button
          type="button"
          onClick={() => (view === 'form' ? setView('map') : onClose())}
          className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
          aria-label={t(view === 'form' ? 'addresses.flow.backToMap' : 'addresses.flow.close')}
        >
          <ArrowLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
        <h3 id={`${hintId}-title`} className="text-lg font-semibold">
          {t(view === 'map' ? 'addresses.flow.mapTitle' : 'addresses.flow.formTitle')}
        </h3>
      </div>

      {view === 'map' ? (
        <div className="space-y-4">
          <div className="max-w-sm">
            <FormField id={`${hintId}-area`} label={t('addresses.form.area')} hint={t('addresses.flow.areaHint')}>
              {(aria) => (
                <select
                  {...aria}
                  value={areaId}
                  onChange={(event) => {
                    setAreaId(event.target.value);
                    setPosition(null);
                  }}
                  className={inputClasses}
                >
                  <AreaOptions placeholder={t('addresses.form.chooseArea')} />
                </select>
              )}
            </FormField>
          </div>
          <p id={hintId} className="text-sm text-slate-600">
            {t('addresses.flow.mapHint')}
          </p>
          <Suspense fallback={<Skeleton className="h-[400px] w-full rounded-xl" />}>
            <LocationMap config={mapConfig} selected={position} onSelect={choose} describedBy={hintId} focus={focus} />
          </Suspense>
          {locationError ? (
            <p role="alert" className="text-sm text-red-700">
              {t(locationError)}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              loading={locating}
              onClick={() =>
                locate((found) => {
                  setPosition(found);
                  setView('form');
                })
              }
            >
              {locating ? (
                t('addresses.flow.locating')
              ) : (
                <>
                  <LocateFixed className="size-4" aria-hidden="true" /> {t('addresses.flow.useCurrentLocation')}
                </>
              )}
            </Button>
            {position ? <Button onClick={() => setView('form')}>{t('addresses.flow.confirmLocation')}</Button> : null}
          </div>
        </div>
      ) : (
        <AddressFormFields
          defaultValues={areaId ? { area: areaId } : undefined}
          submitLabel={t('addresses.flow.save')}
          submittingLabel={t('addresses.flow.saving')}
          secondaryLabel={t('addresses.flow.back')}
          onSecondary={() => setView('map')}
          serverError={serverError}
          onSubmit={async (values) => {
            if (!position) {
              setView('map');
              return;
            }
            setServerError(null);
            try {
              const saved = await addAddress({ userId, address: { ...values, ...position } }).unwrap();
              // One toast however many addresses are added in a row: the newest replaces the last.
              toast.success(t('addresses.added'), { id: 'address-added' });
              onSaved?.(saved);
              onClose();
            } catch (error) {
              const message = addressFailure(error, 'addresses.addFailed');
              setServerError(message);
              toast.error(message);
              throw error;
            }
          }}
        />
      )}
    </section>
  );
}
