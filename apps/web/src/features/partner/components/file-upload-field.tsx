import { CheckCircle2, FileText, Upload } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '@/lib/api';
import { uploadFile, type UploadKind } from '@/lib/upload-file';
import { FormField } from '@/components/ui/form-field';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useT } from '@/lib/i18n/use-t';

const ACCEPT: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp',
  document: 'image/jpeg,image/png,image/webp,application/pdf',
};

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number; name: string }
  | { status: 'done'; name: string }
  | { status: 'failed'; failure: unknown };

/**
 * A file chosen here goes straight to uploads3 (only the first file, spec §5), with a progress bar; the form keeps
 * the URL the server answers. `kind` image: a photo; document: an image or a PDF.
 */
export function FileUploadField({
  id,
  label,
  kind,
  value,
  error,
  onUploaded,
}: {
  id: string;
  label: string;
  kind: UploadKind;
  value: string;
  error?: string;
  onUploaded: (url: string) => void;
}) {
  const t = useT();
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  async function onChange(file: File | undefined) {
    if (!file) return;
    setState({ status: 'uploading', percent: 0, name: file.name });
    try {
      const url = await uploadFile(file, {
        kind,
        onProgress: (percent) => setState({ status: 'uploading', percent, name: file.name }),
      });
      setState({ status: 'done', name: file.name });
      onUploaded(url);
    } catch (failure) {
      setState({ status: 'failed', failure });
    }
  }

  const shownError = state.status === 'failed' ? failureMessage(state.failure, t('partner.upload.failed')) : error;
  // A document (ID proof, certificate) is stored privately: its URL is a name only the server reads, never shown.
  const isImage = kind === 'image' && value && !value.endsWith('.pdf');
  return (
    <FormField
      id={id}
      label={label}
      error={shownError}
      hint={t(kind === 'image' ? 'partner.upload.imageHint' : 'partner.upload.documentHint')}
    >
      {(aria) => (
        <div className="flex flex-col gap-2">
          {/*
            A button in the page's language instead of the browser's own "Choose File" (English on Arabic pages): the
            real input lies transparent over it, so it keeps the field's one label and opens the picker itself.
          */}
          <div className="flex flex-wrap items-center gap-3">
            <div
              className={`relative inline-flex h-10 w-fit items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 text-sm font-semibold text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
                state.status === 'uploading' ? 'opacity-60' : 'hover:bg-brand-100'
              }`}
            >
              <Upload className="size-4" aria-hidden="true" />
              <span aria-hidden="true">{t('partner.upload.choose')}</span>
              <input
                {...aria}
                type="file"
                accept={ACCEPT[kind]}
                disabled={state.status === 'uploading'}
                onChange={(event) => void onChange(event.target.files?.[0])}
                className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
            </div>
            <span className="min-w-0 truncate text-sm text-slate-600">
              {state.status === 'uploading' || state.status === 'done' ? (
                <bdi>{state.name}</bdi>
              ) : value ? null : (
                t('partner.upload.noFile')
              )}
            </span>
          </div>
          {state.status === 'uploading' ? (
            <div className="flex items-center gap-2 text-sm text-slate-700">
              <progress
                className="h-2 w-full accent-brand-700"
                max={100}
                value={state.percent}
                aria-label={t('partner.upload.uploading', { label })}
              />
              <span aria-hidden="true">{state.percent}%</span>
            </div>
          ) : null}
          {value && state.status !== 'uploading' ? (
            <p className="flex items-center gap-2 text-sm text-green-800">
              {isImage ? (
                <ResponsiveImage
                  src={value}
                  sizes="40px"
                  width={40}
                  height={40}
                  load="eager"
                  className="size-10 rounded object-cover"
                />
              ) : (
                <FileText className="size-5" aria-hidden="true" />
              )}
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {state.status === 'done'
                ? t('partner.upload.fileUploaded', { name: state.name })
                : t('partner.upload.uploaded')}
            </p>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
