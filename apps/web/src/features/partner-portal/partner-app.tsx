import { BriefcaseBusiness, Star, UserRound, Wallet } from 'lucide-react';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { useT, type MessageId } from '@/lib/i18n/use-t';
import { EarningsPage } from './routes/earnings-page';
import { JobPage } from './routes/job-page';
import { JobsPage } from './routes/jobs-page';
import { ProfilePage } from './routes/profile-page';
import { ReviewsPage } from './routes/reviews-page';

/**
 * Absolute: the nav sits outside the portal's <Routes>, in the /partner/* splat route, where a relative link
 * resolves from the whole URL (on /partner/jobs/X, 'reviews' would be /partner/jobs/X/reviews).
 */
const sections = [
  { to: '/partner', end: true, label: 'partner-portal.nav.jobs', Icon: BriefcaseBusiness },
  { to: '/partner/earnings', end: false, label: 'partner-portal.nav.earnings', Icon: Wallet },
  { to: '/partner/reviews', end: false, label: 'partner-portal.nav.reviews', Icon: Star },
  { to: '/partner/profile', end: false, label: 'partner-portal.nav.profile', Icon: UserRound },
] as const satisfies ReadonlyArray<{ to: string; end: boolean; label: MessageId; Icon: unknown }>;

/**
 * /partner/* (issue 13): the partner's jobs (today, upcoming, past), one job and its next step, their earnings and
 * payouts (issue 26), their reviews and their profile with working hours. Made for a phone held in one hand: one column, touch targets of 48 px.
 */
export default function PartnerApp() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 pb-10">
      <nav aria-label={t('partner-portal.nav.label')} className="py-3">
        <ul className="grid grid-cols-4 gap-2">
          {sections.map(({ to, end, label, Icon }) => (
            <li key={label}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  `flex h-14 flex-col items-center justify-center gap-1 rounded-lg text-xs font-semibold sm:h-12 sm:flex-row sm:gap-2 sm:text-sm ${
                    isActive ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-200'
                  }`
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Routes>
        <Route index element={<JobsPage />} />
        <Route path="jobs/:ordId" element={<JobPage />} />
        <Route path="earnings" element={<EarningsPage />} />
        <Route path="reviews" element={<ReviewsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<Navigate to="/partner" replace />} />
      </Routes>
    </div>
  );
}
