import { Link } from 'react-router';
import { documentTitle } from '@khidma/shared/pages';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

/** A page the account's role may not open (an operations app of another role). */
export function ForbiddenPage() {
  const t = useT();
  const heading = t('routes.forbidden.title');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <title>{documentTitle(heading)}</title>
      <p className="text-5xl font-bold text-brand-700">403</p>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <Link to="/" className={buttonClasses('primary')}>
        {t('routes.notFound.home')}
      </Link>
    </section>
  );
}
