import { Clock, Star, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';

const benefits = [
  { icon: TrendingUp, title: 'Increase your visibility', text: 'Get found by households looking for your skills.' },
  { icon: Star, title: 'Access to premium customers', text: 'Take on well-paid jobs from verified customers.' },
  { icon: Clock, title: '24/7 support', text: 'Our partner team is there for you at any hour.' },
];

export function PartnerSidePanel() {
  return (
    <aside aria-labelledby="partner-benefits" className="rounded-2xl bg-brand-800 p-6 text-white lg:sticky lg:top-24">
      <h2 id="partner-benefits" className="text-xl font-bold">
        Grow your business with Khidma
      </h2>
      <ul className="mt-6 space-y-5">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden="true" />
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Back to Home
      </Link>
    </aside>
  );
}
