import { UserRound } from 'lucide-react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useT } from '@/lib/i18n/use-t';

/** A round profile photo, or the placeholder when there is none (spec §2). */
export function ProfilePhoto({ src, name, className = 'size-24' }: { src: string; name: string; className?: string }) {
  const t = useT();
  if (src) {
    const alt = name ? t('auth.photo.alt', { name }) : t('auth.photo.altOwn');
    return (
      <ResponsiveImage
        src={src}
        alt={alt}
        sizes="96px" // size-24, the only size it is shown at
        load="eager"
        className={`${className} rounded-full object-cover`}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={t('auth.photo.none')}
      className={`${className} flex items-center justify-center rounded-full bg-slate-200 text-slate-500`}
    >
      <UserRound className="size-1/2" aria-hidden="true" />
    </div>
  );
}
