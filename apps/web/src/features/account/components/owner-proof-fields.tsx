import { useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import type { OwnerProof } from '@khidma/shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSendOtpMutation } from '@/features/auth/api/send-otp';
import { failureMessage } from '@/lib/api';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';

type ProofValues = { currentPassword: string; otp: string; useCode: boolean };

/** What the payload carries as the owner's proof: the current password, or the texted code with its token. */
export function proofPayload(values: ProofValues, token: string | null): OwnerProof {
  return values.useCode ? { otp: values.otp, otpToken: token ?? '' } : { currentPassword: values.currentPassword };
}

/**
 * The owner's proof a password or email change needs: the current password, or, for an account without one,
 * 'Text me a code' (a login code to the account's own phone) and the code. `onToken` keeps the code's token.
 */
export function OwnerProofFields<T extends FieldValues & ProofValues>({
  form,
  phone,
  onToken,
}: {
  form: UseFormReturn<T>;
  phone: { country_code: string; phone: string };
  onToken: (token: string | null) => void;
}) {
  const t = useT();
  const say = useSay();
  const [sendOtp, { isLoading: sending }] = useSendOtpMutation();
  const [sendError, setSendError] = useState<string | null>(null);
  const useCode = form.watch('useCode' as Path<T>) as boolean;
  const setUseCode = (value: boolean) => form.setValue('useCode' as Path<T>, value as PathValue<T, Path<T>>);

  async function textCode() {
    setSendError(null);
    try {
      const { token } = await sendOtp(phone).unwrap();
      onToken(token);
      setUseCode(true);
    } catch (failure) {
      setSendError(failureMessage(failure, t('account.proof.sendFailed')));
    }
  }

  if (useCode) {
    return (
      <div className="flex flex-col gap-2">
        <p role="status" className="text-sm text-slate-700">
          {t('account.proof.codeSent')}
        </p>
        <TextField
          form={form}
          name={'otp' as Path<T>}
          label={t('account.proof.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
        />
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => {
            setUseCode(false);
            onToken(null);
          }}
        >
          {t('account.proof.usePassword')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <TextField
        form={form}
        name={'currentPassword' as Path<T>}
        label={t('account.proof.currentPassword')}
        type="password"
        autoComplete="current-password"
      />
      {phone.phone ? (
        <Button variant="ghost" size="sm" className="self-start" loading={sending} onClick={() => void textCode()}>
          {t('account.proof.textCode')}
        </Button>
      ) : null}
      {sendError ? (
        <p role="alert" className="text-sm text-red-700">
          {say(sendError)}
        </p>
      ) : null}
    </div>
  );
}
