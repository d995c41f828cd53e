import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PASSWORD_MODAL_ANIMATION_MS, PASSWORD_MODAL_CLOSE_MS } from '@/lib/constants';
import { AUTH_MESSAGES, passwordFormSchema, type PasswordForm } from '@khidma/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { FormError, NewPasswordFields } from '@/features/auth/components/auth-fields';
import { formFailure } from '@/lib/form-failure';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { useUpdatePasswordMutation } from '../api/update-password';
import { OwnerProofFields, proofPayload } from './owner-proof-fields';

type Phase = 'form' | 'done' | 'leaving';

/**
 * 'Update password' (spec §2, §4, §5): the email shown read-only, the current password (or a texted code, for an
 * account without one: the server refuses a change on the session alone), the new password twice. Success shows
 * 'Password Updated!', then after 1.5 s the dialog fades out (300 ms), closes and the form resets.
 */
export function PasswordModal({
  open,
  onClose,
  email,
  phone,
}: {
  open: boolean;
  onClose: () => void;
  email: string;
  phone: { country_code: string; phone: string };
}) {
  const t = useT();
  const say = useSay();
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const [phase, setPhase] = useState<Phase>('form');
  const [serverError, setServerError] = useState<string | null>(null);
  const [codeToken, setCodeToken] = useState<string | null>(null);
  const empty = { email, password: '', confirmPassword: '', currentPassword: '', otp: '', useCode: false };
  const form = useForm<PasswordForm>({ resolver: zodResolver(passwordFormSchema), defaultValues: empty });
  const { reset } = form;

  const finish = () => {
    reset(empty);
    setCodeToken(null);
    setServerError(null);
    setPhase('form');
    onClose();
  };

  useEffect(() => {
    if (phase === 'form') return;
    const timer = setTimeout(
      () => (phase === 'done' ? setPhase('leaving') : finish()),
      phase === 'done' ? PASSWORD_MODAL_CLOSE_MS : PASSWORD_MODAL_ANIMATION_MS,
    );
    return () => clearTimeout(timer);
    // finish is rebuilt every render; the timers depend on the phase only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await updatePassword({ email, password: values.password, ...proofPayload(values, codeToken) }).unwrap();
      setPhase('done');
    } catch (error) {
      const fields = ['password', 'currentPassword', 'otp'] as const;
      const message = formFailure(error, form.setError, fields, t('account.password.failed'));
      setServerError(message);
      toast.error(`${say(AUTH_MESSAGES.passwordFailed)} ${say(message)}`);
    }
  });

  return (
    <Modal open={open} onClose={finish} title={t('account.password.title')} size="sm" leaving={phase === 'leaving'}>
      {phase === 'form' ? (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <TextField form={form} name="email" label={t('account.password.email')} type="email" dir="ltr" readOnly />
          <OwnerProofFields form={form} phone={phone} onToken={setCodeToken} />
          <NewPasswordFields form={form} label={t('account.password.new')} />
          <Button type="submit" loading={isLoading}>
            {t('account.password.submit')}
          </Button>
          <FormError message={serverError} />
        </form>
      ) : (
        <div role="status" className="flex flex-col items-center gap-2 py-6 text-center">
          <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
          <p className="text-lg font-semibold text-slate-900">{say(AUTH_MESSAGES.passwordUpdatedTitle)}</p>
          <p className="text-slate-700">{say(AUTH_MESSAGES.passwordUpdated)}</p>
        </div>
      )}
    </Modal>
  );
}
