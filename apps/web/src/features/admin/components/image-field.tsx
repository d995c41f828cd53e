import { ImageUp } from 'lucide-react';
import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api';
import { useSay } from '@/lib/i18n/use-say';
import { useT } from '@/lib/i18n/use-t';
import { useImageUpload } from '@/lib/use-image-upload';

/**
 * A catalogue image: a chosen file goes to uploads3 at once (the server re-encodes it), the form keeps the URL and
 * shows the picture. The upload's refusal (too large, not an image) shows under it in the server's words.
 */
export function ImageField({
  label,
  value,
  error,
  onChange,
  onBusyChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useT();
  const say = useSay();
  const id = useId();
  const { uploading, failure, upload } = useImageUpload({
    onChange,
    onBusyChange,
    describeFailure: (uploadError) => failureMessage(uploadError, t('admin.image.failed')),
  });

  const shown = failure ?? (error ? say(error) : null);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <div className="flex items-center gap-3">
        {value ? (
          <ResponsiveImage
            src={value}
            sizes="64px"
            width={64}
            height={64}
            load="eager"
            className="size-16 rounded-lg border border-slate-200 object-cover"
          />
        ) : (
          <span className="size-16 rounded-lg border border-dashed border-slate-300 bg-slate-50" aria-hidden="true" />
        )}
        <label
          htmlFor={id}
          className={`inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
            uploading ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-slate-100'
          }`}
        >
          {uploading ? <Spinner className="size-4" /> : <ImageUp className="size-4" aria-hidden="true" />}
          {t(value ? 'admin.image.change' : 'admin.image.upload', { label })}
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={uploading}
            aria-invalid={Boolean(shown)}
            aria-describedby={shown ? `${id}-error` : undefined}
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}

/** The `image` field of a catalogue form (a category's, a sub-category's, a service's). */
export function ImageFormField<T extends FieldValues & { image: string }, Output>({
  control,
  label,
  onBusyChange,
}: {
  control: Control<T, unknown, Output>;
  label: string;
  onBusyChange: (busy: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name={'image' as Path<T>}
      render={({ field, fieldState }) => (
        <ImageField
          label={label}
          value={field.value as string}
          error={fieldState.error?.message}
          onChange={field.onChange}
          onBusyChange={onBusyChange}
        />
      )}
    />
  );
}
