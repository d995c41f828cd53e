import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { notificationSettingsSchema, type NotificationSettings } from '@khidma/shared/schemas/notifications';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FormError } from '@/features/auth/components/auth-fields';
import { formFailure } from '@/lib/form-failure';
import { useT } from '@/lib/i18n/use-t';
import { useGetNotificationSettingsQuery, useSaveNotificationSettingsMutation } from '../api/notification-settings';

/**
 * The language of the messages we send you and how they reach you (issue 24): SMS or WhatsApp, and email besides
 * when you want it.
 */
export function NotificationSettingsSection() {
  const t = useT();
  const { data } = useGetNotificationSettingsQuery();
  const [save, { isLoading }] = useSaveNotificationSettingsMutation();
  const [status, setStatus] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<NotificationSettings>({
    resolver: zodResolver(notificationSettingsSchema),
    defaultValues: { preferredLanguage: 'en', notifyBy: 'sms', notifyEmail: true },
  });
  const { reset } = form;
  useEffect(() => {
    if (data) reset(data);
  }, [data, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    setServerError(null);
    try {
      await save(values).unwrap();
      setStatus(t('account.notifications.saved'));
    } catch (error) {
      setServerError(formFailure(error, form.setError, [], t('account.notifications.failed')));
    }
  });

  return (
    <section
      aria-labelledby="notifications-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="notifications-title" className="text-xl font-bold text-slate-900">
        {t('account.notifications.title')}
      </h2>
      {!data ? (
        <Spinner label={t('account.notifications.loading')} className="mt-4 size-6" />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 flex flex-col gap-4">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t('account.notifications.language')}
            <select
              {...form.register('preferredLanguage')}
              className="w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 py-2"
            >
              <option value="en">{t('account.notifications.english')}</option>
              <option value="ar">{t('account.notifications.arabic')}</option>
            </select>
          </label>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('account.notifications.channel')}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="sms" {...form.register('notifyBy')} />
              {t('account.notifications.sms')}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="whatsapp" {...form.register('notifyBy')} />
              {t('account.notifications.whatsapp')}
            </label>
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register('notifyEmail')} />
            {t('account.notifications.email')}
          </label>
          <div>
            <Button type="submit" loading={isLoading}>
              {t('account.notifications.save')}
            </Button>
          </div>
          <p role="status" className="min-h-5 text-sm text-green-800">
            {status}
          </p>
          <FormError message={serverError} />
        </form>
      )}
    </section>
  );
}
