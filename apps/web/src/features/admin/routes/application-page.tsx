import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { APPLICATION_FILES, type ApplicationDetail } from '@khidma/shared/schemas/operations';
import { bankName, maskedLast4 } from '@khidma/shared/kuwait-banks';
import { AddressParts } from '@/components/ui/address-parts';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/api';
import { useLocale } from '@/lib/i18n/locale-context';
import { useT } from '@/lib/i18n/use-t';
import {
  useApproveApplicationMutation,
  useGetApplicationQuery,
  useRejectApplicationMutation,
} from '../api/applications';
import { Detail, DetailFrame, sectionClasses } from '../components/detail-frame';
import { ActionFailed } from '../components/query-states';
import { ReasonModal } from '../components/reason-modal';
import { useDateTime } from '../hooks/use-date-time';
import { PhoneNumber } from '@/components/ui/phone-field';

/** One application: who, what skill, where, the bank's last digits, the three files; approve or reject it. */
export function ApplicationPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useGetApplicationQuery(id);
  return (
    <DetailFrame
      backLabel={t('admin.application.back')}
      query={query}
      loadingText={t('admin.application.loading')}
      failedText={t('admin.application.failed')}
    >
      {(application) => <Application application={application} />}
    </DetailFrame>
  );
}

function Application({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const dateTime = useDateTime();
  const { locale } = useLocale();
  const { address, bank } = application;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{application.name}</h1>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
          {t(`admin.applications.status.${application.status}`)}
        </span>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <section aria-labelledby="application-details" className={sectionClasses}>
            <h2 id="application-details" className="text-lg font-semibold">
              {t('admin.application.details')}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Detail term={t('admin.application.email')} value={application.email} />
              <Detail
                term={t('admin.application.phone')}
                value={<PhoneNumber countryCode={application.country_code} phone={application.phone} />}
              />
              <Detail term={t('admin.application.gender')} value={application.gender} />
              <Detail
                term={t('admin.application.skill')}
                value={`${application.SrvCategoryName} · ${application.SrvSubCategoryName}`}
              />
              <Detail
                term={t('admin.application.hours')}
                value={<bdi dir="ltr">{`${application.workHoursStart}–${application.workHoursEnd}`}</bdi>}
              />
              <Detail term={t('admin.application.appliedAt')} value={dateTime(application.createdAt)} />
              <Detail
                term={t('admin.application.address')}
                value={
                  <AddressParts parts={[address.flatNo, address.area, address.city, address.state, address.pincode]} />
                }
              />
              <Detail term={t('admin.application.civilId')} value={<bdi dir="ltr">{application.civilId ?? '—'}</bdi>} />
              <Detail
                term={t('admin.application.bank')}
                value={
                  <>
                    {t('admin.application.bankValue', {
                      bank: bankName(bank.bankCode ?? '', locale) || bank.bankName,
                      branch: bank.branchName,
                    })}{' '}
                    <bdi dir="ltr">{maskedLast4(bank.ibanLast4 ?? bank.accountLast4)}</bdi>
                  </>
                }
              />
            </dl>
          </section>
          <section aria-labelledby="application-files" className={sectionClasses}>
            <h2 id="application-files" className="text-lg font-semibold">
              {t('admin.application.files')}
            </h2>
            <ul className="mt-3 grid gap-4 sm:grid-cols-3">
              {APPLICATION_FILES.map((file) => (
                <li key={file}>
                  <ApplicationFile label={t(`admin.application.file.${file}`)} url={application.files[file]} />
                </li>
              ))}
            </ul>
          </section>
        </div>
        <Review application={application} />
      </div>
    </div>
  );
}

/**
 * A file of the application, served to admins only. The URL does not say its type: it shows as a picture, and a
 * PDF (which an <img> cannot draw) falls back to its link alone; the link opens either in a new tab.
 */
function ApplicationFile({ label, url }: { label: string; url: string }) {
  const t = useT();
  const [drawable, setDrawable] = useState(true);
  return (
    <figure className="flex flex-col gap-2">
      {drawable ? (
        <img
          src={url}
          alt={label}
          onError={() => setDrawable(false)}
          className="aspect-square w-full rounded-lg border border-slate-200 object-cover"
        />
      ) : null}
      <figcaption className="text-sm">
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline"
        >
          {t('admin.application.openFile', { label })}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </figcaption>
    </figure>
  );
}

/** Approve (the applicant becomes a partner who logs in; an SMS says so) or reject with a reason (SMS too). */
function Review({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const [approve, approving] = useApproveApplicationMutation();
  const [reject] = useRejectApplicationMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dateTime = useDateTime();

  if (application.status !== 'pending_review') {
    return (
      <aside aria-labelledby="application-review" className={`${sectionClasses} h-fit`}>
        <h2 id="application-review" className="text-lg font-semibold">
          {t('admin.application.review')}
        </h2>
        <p className="mt-3 text-sm text-slate-800">
          {t(application.status === 'approved' ? 'admin.application.approvedOn' : 'admin.application.rejectedOn', {
            date: application.reviewedAt ? dateTime(application.reviewedAt) : '—',
          })}
        </p>
        {application.rejectionReason ? (
          <p className="mt-2 text-sm text-slate-700">
            {t('admin.application.reason', { reason: application.rejectionReason })}
          </p>
        ) : null}
      </aside>
    );
  }

  return (
    <aside aria-labelledby="application-review" className={`${sectionClasses} flex h-fit flex-col gap-4`}>
      <h2 id="application-review" className="text-lg font-semibold">
        {t('admin.application.review')}
      </h2>
      <ActionFailed message={failure} />
      <div className="flex flex-wrap gap-2">
        <Button
          loading={approving.isLoading}
          onClick={() => {
            setFailure(null);
            approve(application._id)
              .unwrap()
              .then(
                () => toast.success(t('admin.application.approved')),
                (error: unknown) => setFailure(failureMessage(error, t('admin.states.actionFailed'))),
              );
          }}
        >
          {t('admin.application.approve')}
        </Button>
        <Button variant="danger" onClick={() => setRejectOpen(true)} disabled={approving.isLoading}>
          {t('admin.application.reject')}
        </Button>
      </div>
      <ReasonModal
        open={rejectOpen}
        onClose={() => setRejectOpen(false)}
        title={t('admin.application.rejectTitle', { name: application.name })}
        description={t('admin.application.rejectText')}
        confirmLabel={t('admin.application.reject')}
        required
        onConfirm={async (reason) => {
          await reject({ id: application._id, reason: reason ?? '' }).unwrap();
          setRejectOpen(false);
          toast.success(t('admin.application.rejected'));
        }}
      />
    </aside>
  );
}
