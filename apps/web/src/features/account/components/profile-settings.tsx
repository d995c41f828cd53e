import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { COUNTRY_CODE } from '@khidma/shared/constants';
import {
  AUTH_MESSAGES,
  profileEditFormSchema,
  type ProfileEditForm,
  type ProfileEditFormInput,
} from '@khidma/shared/schemas/auth';
import type { User } from '@khidma/shared/schemas/user';
import { Button } from '@/components/ui/button';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { ProfilePhoto } from '@/features/auth/components/profile-photo';
import { ProfilePhotoField } from '@/features/auth/components/profile-photo-field';
import { TextField } from '@/components/ui/text-field';
import { FormError } from '@/features/auth/components/auth-fields';
import { useProfileUpdated } from '@/features/auth/hooks/use-profile-updated';
import { formFailure } from '@/lib/form-failure';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { useUpdateUserMutation } from '../api/update-user';
import { OwnerProofFields, proofPayload } from './owner-proof-fields';
import { PasswordModal } from './password-modal';
import { formatPhone } from '@khidma/shared/phones';

const fromUser = (user: User): ProfileEditFormInput => ({
  name: user.name,
  email: user.email,
  userImage: user.userImage,
  currentPassword: '',
  otp: '',
  useCode: false,
});

/**
 * Profile Settings (spec §2, §4): view mode shows the record; 'Edit' opens name, email and photo ('Cancel',
 * 'Save Changes'); a new email also asks for the current password (or a texted code), as the server requires; the
 * phone stays read-only. A save updates the stored entry. 'Update password' opens its modal.
 */
export function ProfileSettings({ user }: { user: User }) {
  const t = useT();
  const say = useSay();
  const [editing, setEditing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const profileUpdated = useProfileUpdated();
  const [codeToken, setCodeToken] = useState<string | null>(null);
  const form = useForm<ProfileEditFormInput, unknown, ProfileEditForm>({
    resolver: zodResolver(profileEditFormSchema(user.email)),
    values: fromUser(user),
  });
  const emailChanged = (form.watch('email') ?? '').trim().toLowerCase() !== user.email.toLowerCase();

  const cancel = () => {
    form.reset(fromUser(user));
    setCodeToken(null);
    setServerError(null);
    setEditing(false);
  };

  const onSubmit = form.handleSubmit(async ({ name, email, userImage, ...proof }) => {
    setServerError(null);
    try {
      const profile = { userId: user._id, name, email, userImage };
      profileUpdated(
        await updateUser(emailChanged ? { ...profile, ...proofPayload(proof, codeToken) } : profile).unwrap(),
      );
      setCodeToken(null);
      setEditing(false);
      toast.success(say(AUTH_MESSAGES.profileSaved));
    } catch (error) {
      const fields = ['name', 'email', 'currentPassword', 'otp'] as const;
      setServerError(formFailure(error, form.setError, fields, AUTH_MESSAGES.profileFailed));
    }
  });

  return (
    <section
      aria-labelledby="profile-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-title" className="text-xl font-bold text-slate-900">
          {t('account.profile.title')}
        </h2>
        {editing ? null : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden="true" /> {t('account.profile.edit')}
          </Button>
        )}
      </div>

      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-5">
        {editing ? (
          <Controller
            control={form.control}
            name="userImage"
            render={({ field }) => (
              <ProfilePhotoField
                value={field.value ?? ''}
                name={user.name}
                onChange={field.onChange}
                onBusyChange={setUploading}
                labels={{ upload: t('account.profile.uploadPhoto'), change: t('account.profile.changePhoto') }}
              />
            )}
          />
        ) : (
          <ProfilePhoto src={user.userImage} name={user.name} />
        )}

        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            form={form}
            name="name"
            label={t('account.profile.name')}
            autoComplete="name"
            readOnly={!editing}
          />
          <TextField
            form={form}
            name="email"
            label={t('account.profile.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            readOnly={!editing}
          />
          <FormField id="profile-phone" label={t('account.profile.phone')} hint={t('account.profile.phoneHint')}>
            {(aria) => (
              <input
                {...aria}
                readOnly
                dir="ltr"
                value={formatPhone(user.country_code || COUNTRY_CODE, user.phone)}
                className={`${inputClasses} read-only:bg-slate-100 read-only:text-slate-700`}
              />
            )}
          </FormField>
        </div>
        {editing && emailChanged ? <OwnerProofFields form={form} phone={user} onToken={setCodeToken} /> : null}

        {editing ? (
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={cancel} disabled={isLoading}>
              {t('account.profile.cancel')}
            </Button>
            <Button type="submit" loading={isLoading} disabled={uploading}>
              {t('account.profile.save')}
            </Button>
          </div>
        ) : null}
        <FormError title={AUTH_MESSAGES.profileFailed} message={serverError} />
      </form>

      <div className="mt-2 border-t border-slate-100 pt-5">
        <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
          <KeyRound className="size-4" aria-hidden="true" /> {t('account.profile.updatePassword')}
        </Button>
      </div>
      <PasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} email={user.email} phone={user} />
    </section>
  );
}
