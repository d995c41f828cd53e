import { useState } from 'react';
import { uploadFile } from './upload-file';

/**
 * An image chosen in a form goes to uploads3 at once (the server re-encodes it) and the form keeps its URL:
 * `upload(file)` sends it, with `uploading` while it travels and `failure` (worded by the field) if it fails.
 */
export function useImageUpload({
  onChange,
  onBusyChange,
  describeFailure,
}: {
  onChange: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
  describeFailure: (error: unknown) => string;
}) {
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    setUploading(true);
    onBusyChange?.(true);
    try {
      onChange(await uploadFile(file, { kind: 'image' }));
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setUploading(false);
      onBusyChange?.(false);
    }
  }

  return { uploading, failure, upload };
}
