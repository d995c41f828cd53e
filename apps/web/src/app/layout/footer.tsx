import { Link } from 'react-router';

const columns = [
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About us' },
      { to: '/registerpartner', label: 'Become a partner' },
      { to: '/support', label: 'Support' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: '/delivery', label: 'Service areas & timing' },
      { to: '/faq/orders', label: 'Order questions' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy-policy', label: 'Privacy policy' },
      { to: '/advertising-policy', label: 'Advertising policy' },
      { to: '/terms-and-conditions', label: 'Terms and conditions' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Khidma</p>
          <p className="mt-2 text-sm">Trusted professionals for every job around the home, booked in minutes.</p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {new Date().getFullYear()} Khidma. All rights reserved.
      </p>
    </footer>
  );
}
