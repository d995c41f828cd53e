import { Link } from 'react-router';
import { useT, type MessageId } from '@/lib/i18n/use-t';

const columns: Array<{ title: MessageId; links: Array<{ to: string; label: MessageId }> }> = [
  {
    title: 'layout.footer.company',
    links: [
      { to: '/about', label: 'layout.footer.about' },
      { to: '/registerpartner', label: 'layout.footer.becomePartner' },
      { to: '/support', label: 'layout.footer.support' },
    ],
  },
  {
    title: 'layout.footer.help',
    links: [
      { to: '/delivery', label: 'layout.footer.delivery' },
      { to: '/faq/orders', label: 'layout.footer.orderQuestions' },
    ],
  },
  {
    title: 'layout.footer.legal',
    links: [
      { to: '/privacy-policy', label: 'layout.footer.privacy' },
      { to: '/advertising-policy', label: 'layout.footer.advertising' },
      { to: '/terms-and-conditions', label: 'layout.footer.terms' },
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
          <p className="mt-2 text-sm">{t('layout.footer.tagline')}</p>
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
        {t('layout.footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
