import { Fragment, useCallback } from 'react';
import { useT } from '@/lib/i18n/use-t';

type Parts = Array<string | null | undefined | false>;

/** An address's parts as one line of text ('Flat 2, Block 4'), with the reader's comma: for names and labels. */
export function useAddressLine() {
  const t = useT();
  return useCallback((parts: Parts) => parts.filter(Boolean).join(t('ui.address.separator')), [t]);
}

/**
 * An address's parts (flat, street, landmark ...) joined with the reader's comma, each part isolated: Latin parts in
 * an Arabic line keep their own order, and the parts follow the line's direction.
 */
export function AddressParts({ parts }: { parts: Parts }) {
  const t = useT();
  return parts.filter(Boolean).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? t('ui.address.separator') : null}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}
