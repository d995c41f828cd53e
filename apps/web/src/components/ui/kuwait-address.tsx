import type { AddressSnapshot } from '@khidma/shared/schemas/address';
import { useLocale } from '@/lib/i18n/locale-context';
import type { MessageId } from '@/lib/i18n/use-t';
import { areaName, governorateName } from '@/lib/kuwait-areas';
import { AddressParts } from './address-parts';

type KuwaitAddressProps = {
  address: Pick<AddressSnapshot, 'area' | 'flatNo' | 'address' | 'landmark' | 'pincode'> &
    Partial<Pick<AddressSnapshot, 'governorate' | 'block' | 'street' | 'avenue' | 'house' | 'floor' | 'apartment'>>;
  /** Show the directions (the spec's landmark) on their own line. */
  directions?: boolean;
  className?: string;
};

/**
 * An address the way Kuwait writes it: area and governorate, then block, street and avenue, then house, floor and
 * apartment, then the directions. An address saved before Kuwait's fields shows the spec's flat, line and pincode.
 */
export function KuwaitAddress({ address, directions = true, className }: KuwaitAddressProps) {
  const { locale, t } = useLocale();
  const labelled = (key: MessageId, value: string | undefined) => (value ? t(key, { value }) : null);
  const kuwaiti = Boolean(address.block || address.house);
  const lines = kuwaiti
    ? [
        [
          address.area && areaName(address.area, locale),
          address.governorate && governorateName(address.governorate, locale),
        ],
        [
          labelled('ui.address.block', address.block),
          labelled('ui.address.street', address.street),
          labelled('ui.address.avenue', address.avenue),
        ],
        [
          labelled('ui.address.house', address.house),
          labelled('ui.address.floor', address.floor),
          labelled('ui.address.apartment', address.apartment),
        ],
      ]
    : [[address.flatNo, address.address, address.area && areaName(address.area, locale), address.pincode]];
  return (
    <span className={className}>
      {lines
        .filter((parts) => parts.some(Boolean))
        .map((parts, index) => (
          <span key={index} className="block">
            <AddressParts parts={parts} />
          </span>
        ))}
      {directions && address.landmark ? (
        <span className="block">{t('ui.address.directions', { value: address.landmark })}</span>
      ) : null}
    </span>
  );
}
