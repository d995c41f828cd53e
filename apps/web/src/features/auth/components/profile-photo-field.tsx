import { Camera } from 'lucide-react';
import { useId } from 'react';
import { AUTH_MESSAGES } from '@khidma/shared/schemas/auth';
import { Spinner } from '@/components/ui/spinner';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { useImageUpload } from '@/lib/use-image-upload';
import { ProfilePhoto } from './profile-photo';

/** The server's reason on a refusal (too large, not an image), the spec's alert otherwise (spec §8). */
function uploadFailure(error: unknown): string {
  const { status, message } = (error ?? {}) as { status?: number; message?: string };
  if (status === 0) return AUTH_MESSAGES.network;
  if (status && status >= 400 && status < 500 && message) return message;
  return AUTH_MESSAGES.uploadFailed;
}

/**
 * The profile image (spec §2, §4): choosing a file uploads it at once (uploads3) with a spinner, then shows the
 * preview; the form keeps the URL. Only the first chosen file is used, images only (spec §5).
 */
export function ProfilePhotoField({
  value,
  name,
  onChange,
  onBusyChange,
  error,
  disabled = false,
  labels,
}: {
  value: string;
  name: string;
  onChange: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
  /** The button's text before and after a photo is chosen ('Upload profile image', 'Change profile image'). */
  labels?: { upload: string; change: string };
}) {
  const t = useT();
  const say = useSay();
  const id = useId();
  const { uploading, failure, upload } = useImageUpload({ onChange, onBusyChange, describeFailure: uploadFailure });

  const shownError = failure ?? error;
  return (
    <div className="flex items-center gap-4">
      <div className="relative">
        <ProfilePhoto src={value} name={name} />
        {uploading ? (
          <div className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70 text-brand-700">
            <Spinner label={t('auth.photoField.uploading')} className="size-8" />
          </div>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label
          htmlFor={id}
          className={`inline-flex h-9 w-fit items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
            disabled || uploading ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-slate-100'
          }`}
        >
          <Camera className="size-4" aria-hidden="true" />
          {value ? (labels?.change ?? t('auth.photoField.change')) : (labels?.upload ?? t('auth.photoField.upload'))}
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={disabled || uploading}
            aria-invalid={Boolean(shownError)}
            aria-describedby={shownError ? `${id}-error` : `${id}-hint`}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('auth.photoField.hint')}
        </p>
        {shownError ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {say(shownError)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
