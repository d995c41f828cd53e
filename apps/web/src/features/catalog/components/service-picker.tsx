import type { Service } from '@khidma/shared/schemas/catalog';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/use-t';

type ServicePickerProps = {
  title: string;
  subtitle?: string;
  services: Service[] | undefined;
};

/** Moves to a card: smoothly, unless the user asked for less motion; focus follows for keyboard users. */
function goToService(serviceId: string) {
  const card = document.getElementById(`service-${serviceId}`);
  if (!card) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  card.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  card.focus({ preventScroll: true });
}

/**
 * The services list's picker (spec §2): the page title, 'Select a service', 'N options', and an entry per
 * service that scrolls to its card. Sticky beside the cards on wide screens; a row of chips above them on small
 * ones.
 */
export function ServicePicker({ title, subtitle, services }: ServicePickerProps) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-20 lg:flex lg:max-h-[calc(100dvh-6rem)] lg:flex-col">
      {/* The sub-category's name comes with the services: its line is held meanwhile, so the title stays put. */}
      <p className="min-h-5 text-sm font-medium text-brand-700">
        <bdi>{subtitle}</bdi>
      </p>
      <h1 className="text-2xl font-bold break-words text-slate-900">
        <bdi>{title}</bdi>
      </h1>
      <div className="mt-3 flex items-baseline justify-between gap-2 text-sm">
        <p id="service-picker-label" className="font-semibold text-slate-800">
          {t('catalog.picker.select')}
        </p>
        {services ? (
          <p className="text-slate-600">{t('catalog.picker.options', { count: services.length })}</p>
        ) : (
          <Skeleton className="h-4 w-16" />
        )}
      </div>
      <nav aria-labelledby="service-picker-label" className="mt-3 min-h-0 lg:overflow-y-auto">
        <ul className="flex min-h-10 gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
          {services?.map((service) => (
            <li key={service._id} className="shrink-0">
              <button
                type="button"
                onClick={() => goToService(service._id)}
                className="rounded-full border border-slate-200 px-3 py-1.5 text-start text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50 lg:w-full lg:rounded-lg lg:border-transparent"
              >
                <bdi>{service.ServiceName}</bdi>
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
