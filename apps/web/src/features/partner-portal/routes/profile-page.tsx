import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { bankName, maskedLast4 } from '@khidma/shared/kuwait-banks';
import { documentTitle } from '@khidma/shared/pages';
import { workHoursSchema, type PartnerProfile } from '@khidma/shared/schemas/operations';
import { Button } from '@/components/ui/button';
import { formatRating } from '@/components/ui/stars';
import { TextField } from '@/components/ui/text-field';
import { WorkDaysField } from '@/components/ui/work-days-field';
import { formFailure } from '@/lib/form-failure';
import { useLocale } from '@/lib/i18n/locale-context';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { useGetPartnerProfileQuery, useSaveWorkHoursMutation, type WorkHours } from '../api/get-profile';
import { useAddTimeOffMutation, useGetTimeOffQuery, useRemoveTimeOffMutation } from '../api/time-off';
import { DaysOff } from '../components/days-off';
import { Failure, Loading } from '../components/states';
import { PartnerAreasEditor } from '@/features/addresses/components/partner-areas-editor';
import { PhoneNumber } from '@/components/ui/phone-field';

/**
 * /partner/profile: who the partner is on Khidma (read only: the admin keeps it), their working hours and days,
 * and their days off.
 */
export function ProfilePage() {
  const t = useT();
  const { data: profile, isLoading, error, refetch } = useGetPartnerProfileQuery();

  return (
    <section className="pt-4">
      <title>{documentTitle(t('partner-portal.profile.title'))}</title>
      <h1 className="text-2xl font-bold">{t('partner-portal.profile.title')}</h1>
      {isLoading ? (
        <Loading label={t('partner-portal.profile.loading')} />
      ) : error || !profile ? (
        <Failure error={error} fallback={t('partner-portal.profile.failed')} retry={() => void refetch()} />
      ) : (
        <>
          <Details profile={profile} />
          <HoursForm profile={profile} />
          <MyDaysOff />
          <MyAreas />
        </>
      )}
    </section>
  );
}

function Details({ profile }: { profile: PartnerProfile }) {
  const t = useT();
  const { locale } = useLocale();
  const rows = [
    { label: t('partner-portal.profile.email'), value: <bdi>{profile.email}</bdi> },
    {
      label: t('partner-portal.profile.phone'),
      value: <PhoneNumber countryCode={profile.country_code} phone={profile.phone} />,
    },
    { label: t('partner-portal.profile.skill'), value: profile.SrvSubCategoryName || profile.SrvCategoryName },
    ...(profile.bank.ibanLast4
      ? [
          {
            label: t('partner-portal.profile.bank'),
            value: (
              <>
                {bankName(profile.bank.bankCode ?? '', locale) || profile.bank.bankName}{' '}
                <bdi dir="ltr">{maskedLast4(profile.bank.ibanLast4)}</bdi>
              </>
            ),
          },
        ]
      : []),
    { label: t('partner-portal.profile.rating'), value: formatRating(profile.rating) },
  ];
  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-4">
        {profile.photo ? (
          <img src={profile.photo} alt="" width={64} height={64} className="size-16 rounded-full object-cover" />
        ) : null}
        <p className="text-lg font-semibold">{profile.name}</p>
      </div>
      <dl className="mt-3 space-y-2">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="min-w-0 break-words text-end">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function HoursForm({ profile }: { profile: PartnerProfile }) {
  const t = useT();
  const say = useSay();
  const [save, { isLoading }] = useSaveWorkHoursMutation();
  const form = useForm<WorkHours>({
    resolver: zodResolver(workHoursSchema),
    defaultValues: {
      workHoursStart: profile.workHoursStart,
      workHoursEnd: profile.workHoursEnd,
      workDays: profile.workDays,
    },
  });

  const onSubmit = form.handleSubmit(async (hours) => {
    try {
      await save(hours).unwrap();
      toast.success(t('partner-portal.profile.saved'));
    } catch (error) {
      const message = formFailure(error, form.setError, ['workHoursStart', 'workHoursEnd', 'workDays'], '');
      toast.error(say(message || t('partner-portal.profile.saveFailed')));
    }
  });

  return (
    <form
      noValidate
      aria-labelledby="hours-title"
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <h2 id="hours-title" className="font-semibold">
          {t('partner-portal.profile.hours')}
        </h2>
        <p className="text-sm text-slate-600">{t('partner-portal.profile.hoursHint')}</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField form={form} name="workHoursStart" type="time" label={t('partner-portal.profile.start')} />
        <TextField form={form} name="workHoursEnd" type="time" label={t('partner-portal.profile.end')} />
      </div>
      <WorkDaysField control={form.control} name="workDays" legend={t('partner-portal.profile.workDays')} />
      <Button type="submit" size="lg" className="w-full" loading={isLoading}>
        {t('partner-portal.profile.save')}
      </Button>
    </form>
  );
}

function MyDaysOff() {
  const t = useT();
  const query = useGetTimeOffQuery();
  const [add] = useAddTimeOffMutation();
  const [remove] = useRemoveTimeOffMutation();
  return (
    <section
      aria-labelledby="days-off-title"
      className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <h2 id="days-off-title" className="font-semibold">
          {t('partner-portal.daysOff.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('partner-portal.daysOff.hint')}</p>
      </div>
      <DaysOff query={query} onAdd={(input) => add(input).unwrap()} onRemove={(id) => remove(id).unwrap()} />
    </section>
  );
}

/** "My areas": where the partner goes; slots of an address elsewhere do not count them. */
function MyAreas() {
  const t = useT();
  return (
    <section
      aria-labelledby="areas-title"
      className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <h2 id="areas-title" className="font-semibold">
          {t('partner-portal.areas.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('partner-portal.areas.hint')}</p>
      </div>
      <PartnerAreasEditor partnerId={null} />
    </section>
  );
}
