import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PAYMENT_METHODS, PAYMENT_TYPE_ONLINE, type PaymentMethodId } from '@khidma/shared/constants';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGetAddressesQuery } from '@/features/addresses/api/get-addresses';
import { AddAddressFlow } from '@/features/addresses/components/add-address-flow';
import { KuwaitAddress } from '@/components/ui/kuwait-address';
import { usePaymentMethodName } from '@/features/payments/hooks/use-payment-method-name';
import { failureMessage } from '@/lib/api';
import { useT } from '@/lib/i18n/use-t';

type AddressPaymentStepProps = {
  userId: string;
  addressId: string | null;
  onAddressChange: (addressId: string) => void;
  paymentType: PaymentMethodId | null;
  onPaymentChange: (paymentType: PaymentMethodId) => void;
  /** The visit's "Date & time", between where and how it is paid. */
  visitTime?: ReactNode;
};

const choiceClasses =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-100';

/** Step 2: where the service happens (a saved address, or a new one), when, and how it is paid. */
export function AddressPaymentStep({
  userId,
  addressId,
  onAddressChange,
  paymentType,
  onPaymentChange,
  visitTime,
}: AddressPaymentStepProps) {
  const t = useT();
  const methodName = usePaymentMethodName();
  const { data: addresses, isLoading, error } = useGetAddressesQuery(userId);
  const [adding, setAdding] = useState(false);

  return (
    <div className="space-y-8">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold">{t('checkout.address.legend')}</legend>
        {isLoading ? <Spinner label={t('checkout.address.loading')} className="size-6 text-brand-700" /> : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {failureMessage(error, t('checkout.address.failed'))}
          </p>
        ) : null}
        {addresses && !addresses.length && !adding ? (
          <p className="text-slate-600">{t('checkout.address.none')}</p>
        ) : null}
        {addresses?.map((address) => (
          <label key={address._id} className={choiceClasses}>
            <input
              type="radio"
              name="address"
              value={address._id}
              checked={addressId === address._id}
              onChange={() => onAddressChange(address._id)}
              className="mt-1 accent-brand-700"
            />
            <span className="text-sm">
              <span className="block font-semibold">{t('checkout.address.type', { type: address.addressType })}</span>{' '}
              <KuwaitAddress address={address} />{' '}
              <span className="block text-slate-600">
                {t('checkout.address.phone')} <bdi dir="ltr">{address.phoneNo}</bdi>
              </span>
            </span>
          </label>
        ))}
        {adding ? (
          <AddAddressFlow
            userId={userId}
            onClose={() => setAdding(false)}
            onSaved={(saved) => onAddressChange(saved._id)}
          />
        ) : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" /> {t('checkout.address.add')}
          </Button>
        )}
      </fieldset>

      {visitTime}

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold">{t('checkout.payment.legend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {PAYMENT_METHODS.map((method) => (
            <label key={method.id} className={choiceClasses}>
              <input
                type="radio"
                name="payment"
                value={method.id}
                checked={paymentType === method.id}
                onChange={() => onPaymentChange(method.id)}
                className="mt-1 accent-brand-700"
              />
              <span className="text-sm">
                <span className="block font-semibold">{methodName(method.id)}</span>
                <span className="block text-slate-600">
                  {t(method.id === PAYMENT_TYPE_ONLINE ? 'checkout.payment.onlineHint' : 'checkout.payment.codHint')}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
