import { Link } from 'react-router';
import { documentTitle } from '@khidma/shared/pages';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

type NotFoundProps = { title?: string; message?: string };

export function NotFoundPage({ title, message }: NotFoundProps) {
  const t = useT();
  const heading = title ?? t('routes.notFound.title');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <title>{documentTitle(heading)}</title>
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="text-slate-600">{message ?? t('routes.notFound.message')}</p>
      <Link to="/" className={buttonClasses('primary')}>
        {t('routes.notFound.home')}
      </Link>
    </section>
  );
}
