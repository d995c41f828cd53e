import { useT } from '@/lib/i18n/use-t';

/** Placeholder: the console is written on its own branch, which replaces this file on merge. */
export default function AdminApp() {
  const t = useT();
  return <h1 className="px-4 py-8 text-2xl font-bold">{t('app.header.console')}</h1>;
}
