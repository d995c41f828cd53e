import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethodId } from '@khidma/shared/constants';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGetAddressesQuery } from '@/features/addresses/api/get-addresses';
import { AddAddressFlow } from '@/features/addresses/components/add-address-flow';
import { failureMessage } from '@/lib/api';

type AddressPaymentStepProps = {
  userId: string;
  addressId: string | null;
  onAddressChange: (addressId: string) => void;
  paymentType: PaymentMethodId | null;
  onPaymentChange: (paymentType: PaymentMethodId) => void;
};

const choiceClasses =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-100';

/** Step 2: where the service happens (a saved address, or a new one) and how it is paid. */
export function AddressPaymentStep({
  userId,
  addressId,
  onAddressChange,
  paymentType,
  onPaymentChange,
}: AddressPaymentStepProps) {
  const { data: addresses, isLoading, error } = useGetAddressesQuery(userId);
  const [adding, setAdding] = useState(false);

  return (
    <div className="space-y-8">
      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold">Service address</legend>
        {isLoading ? <Spinner label="Loading addresses" className="size-6 text-brand-700" /> : null}
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {failureMessage(error, 'Failed to fetch addresses.')}
          </p>
        ) : null}
        {addresses && !addresses.length && !adding ? <p className="text-slate-600">No addresses found.</p> : null}
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
              <span className="block font-semibold">
                {address.addressType}: {address.flatNo}, {address.address}
              </span>
              {address.landmark ? <span className="block text-slate-600">Near {address.landmark}</span> : null}
              <span className="block text-slate-600">
                Phone: {address.phoneNo} · Pincode: {address.pincode}
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
            <Plus className="size-4" aria-hidden="true" /> Add New Address
          </Button>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 text-lg font-semibold">Payment method</legend>
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
                <span className="block font-semibold">{method.name}</span>
                <span className="block text-slate-600">
                  {method.id === 1 ? 'Pay now with KNET.' : 'Pay the partner in cash after the service.'}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
