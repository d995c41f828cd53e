import { Fragment } from 'react';
import { useT } from '@/lib/i18n/use-t';

/**
 * An address's parts (flat, street, landmark ...) joined with the reader's comma, each part isolated: Latin parts in
 * an Arabic line keep their own order, and the parts follow the line's direction.
 */
export function AddressParts({ parts }: { parts: Array<string | null | undefined | false> }) {
  const t = useT();
  return parts.filter(Boolean).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? t('orders.shipping.separator') : null}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}
