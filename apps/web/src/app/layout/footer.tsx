import { Link } from 'react-router';
import { useT, type MessageId } from '@/lib/i18n/use-t';

const columns: Array<{ title: MessageId; links: Array<{ to: string; label: MessageId }> }> = [
  {
    title: 'app.footer.company',
    links: [
      { to: '/about', label: 'app.footer.about' },
      { to: '/registerpartner', label: 'app.footer.becomePartner' },
      { to: '/support', label: 'app.footer.support' },
    ],
  },
  {
    title: 'app.footer.help',
    links: [
      { to: '/delivery', label: 'app.footer.delivery' },
      { to: '/faq/orders', label: 'app.footer.orderQuestions' },
    ],
  },
  {
    title: 'app.footer.legal',
    links: [
      { to: '/privacy-policy', label: 'app.footer.privacy' },
      { to: '/advertising-policy', label: 'app.footer.advertising' },
      { to: '/terms-and-conditions', label: 'app.footer.terms' },
    ],
  },
];

export function Footer() {
  const t = useT();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Khidma</p>
          <p className="mt-2 text-sm">{t('app.footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        {t('app.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
