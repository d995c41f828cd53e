import { Clock } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t';

/** How long the service takes (ServiceTime, e.g. "1 hr 30 mins", in its own direction), after a clock. */
export function ServiceDuration({ time, className = '' }: { time: string; className?: string }) {
  const t = useT();
  return (
    <p className={`flex items-center gap-1.5 ${className}`}>
      <Clock className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('catalog.duration')} </span>
      <bdi>{time}</bdi>
    </p>
  );
}
