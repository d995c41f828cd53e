import { Link } from 'react-router';
import { NOT_FOUND_TITLE, documentTitle } from '@khidma/shared/pages';
import { buttonClasses } from '@/components/ui/button';

type NotFoundProps = { title?: string; message?: string };

export function NotFoundPage({
  title = NOT_FOUND_TITLE,
  message = 'The page you are looking for does not exist or has moved.',
}: NotFoundProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <title>{documentTitle(title)}</title>
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600">{message}</p>
      <Link to="/" className={buttonClasses('primary')}>
        Back to Home
      </Link>
    </section>
  );
}
