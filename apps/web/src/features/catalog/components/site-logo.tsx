import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import defaultLogo from '@/assets/default-logo.svg';
import { useT } from '@/lib/i18n/use-t';
import { useGetLogosQuery } from '../api/get-logos';

const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 40;

/**
 * The header logo (spec §2): a pulsing placeholder while the logo list loads, an error icon if the image fails,
 * otherwise the first logo of the list, or the bundled default when the list is empty or unreachable.
 * It links home and scrolls to the top.
 */
export function SiteLogo() {
  const t = useT();
  const { data, isLoading } = useGetLogosQuery();
  const [failed, setFailed] = useState(false);
  const source = data?.[0]?.logo || defaultLogo;

  let content;
  if (isLoading) content = <Skeleton className="h-10 w-40" />;
  else if (failed)
    content = (
      <span className="flex h-10 w-40 items-center justify-center text-slate-500" data-testid="logo-error">
        <ImageOff className="size-6" aria-hidden="true" />
      </span>
    );
  else
    content = (
      <img
        src={source}
        alt=""
        width={LOGO_WIDTH}
        height={LOGO_HEIGHT}
        className="h-10 w-40 object-contain object-left rtl:object-right"
        onError={() => setFailed(true)}
      />
    );

  return (
    <Link
      to="/"
      aria-label={t('catalog.logo.home')}
      className="shrink-0 rounded-md"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      {content}
    </Link>
  );
}
