import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n/use-t';

/** The frame of the footer's short pages: a title, a lead line and their content. */
export function InfoPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-slate-700">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-lg">{lead}</p>
      <div className="mt-8 space-y-8">{children}</div>
      <p className="mt-10">
        <Link to="/" className="font-semibold text-brand-700 underline">
          {t('legal.backToHome')}
        </Link>
      </p>
    </div>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-2 text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
