import { CheckCircle2, FileText } from 'lucide-react';
import { useState } from 'react';
import { failureMessage } from '@/lib/api';
import { uploadFile, type UploadKind } from '@/lib/upload-file';
import { FormField } from '@/components/ui/form-field';

const ACCEPT: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/webp',
  document: 'image/jpeg,image/png,image/webp,application/pdf',
};

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number; name: string }
  | { status: 'done'; name: string }
  | { status: 'failed'; message: string };

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
      setState({ status: 'failed', message: failureMessage(failure, 'Failed to upload file') });
    }
  }

  const shownError = state.status === 'failed' ? state.message : error;
  const isImage = value && !value.endsWith('.pdf');
  return (
    <FormField
      id={id}
      label={label}
      error={shownError}
      hint={kind === 'image' ? 'JPEG, PNG or WebP, up to 5 MB' : 'JPEG, PNG, WebP or PDF, up to 5 MB'}
    >
      {(aria) => (
        <div className="flex flex-col gap-2">
          <input
            {...aria}
            type="file"
            accept={ACCEPT[kind]}
            disabled={state.status === 'uploading'}
            onChange={(event) => void onChange(event.target.files?.[0])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          {state.status === 'uploading' ? (
            <div className="flex items-center gap-2 text-sm text-slate-700">
              <progress
                className="h-2 w-full accent-brand-700"
                max={100}
                value={state.percent}
                aria-label={`Uploading ${label}`}
              />
              <span aria-hidden="true">{state.percent}%</span>
            </div>
          ) : null}
          {value && state.status !== 'uploading' ? (
            <p className="flex items-center gap-2 text-sm text-green-800">
              {isImage ? (
                <img src={value} alt="" className="size-10 rounded object-cover" />
              ) : (
                <FileText className="size-5" aria-hidden="true" />
              )}
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {state.status === 'done' ? `${state.name} uploaded` : 'Uploaded'}
            </p>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
