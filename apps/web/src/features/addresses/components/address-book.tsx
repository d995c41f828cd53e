import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Address } from '@khidma/shared/schemas/address';
import { useAddressLine } from '@/components/ui/address-parts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteAddressMutation } from '../api/delete-address';
import { useGetAddressesQuery } from '../api/get-addresses';
import { useUpdateAddressMutation } from '../api/update-address';
import { useT } from '@/lib/i18n/use-t';
import { useAddressFailure } from '../hooks/use-address-failure';
import { AddAddressFlow } from './add-address-flow';
import { AddressCard } from './address-card';
import { AddressFormFields, formValuesOf } from './address-form';

/** The account's address tab (spec §2 My Addresses): the list, the add flow (map, form) and inline edit. */
export function AddressBook({ userId }: { userId: string }) {
  const t = useT();
  const addressLine = useAddressLine();
  const addressFailure = useAddressFailure();
  const { data: addresses, isLoading, error } = useGetAddressesQuery(userId);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [updateAddress] = useUpdateAddressMutation();
  const [deleteAddress, { isLoading: deleting }] = useDeleteAddressMutation();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteAddress(toDelete._id).unwrap();
      toast.success(t('addresses.deleted'));
      setToDelete(null);
    } catch (failure) {
      toast.error(addressFailure(failure, 'addresses.deleteFailed'));
    }
  };

  return (
    <section aria-labelledby="addresses-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-title" className="text-xl font-bold">
          {t('addresses.title')}
        </h2>
        <Button onClick={() => setAdding(true)} disabled={adding}>
          <Plus className="size-4" aria-hidden="true" /> {t('addresses.add')}
        </Button>
      </div>

      {adding ? <AddAddressFlow userId={userId} onClose={() => setAdding(false)} /> : null}

      <div className={adding ? 'pointer-events-none opacity-50' : undefined} inert={adding}>
        {isLoading ? (
          <div className="flex justify-center py-10">
            <Spinner label={t('addresses.loading')} className="size-8 text-brand-700" />
          </div>
        ) : error ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {addressFailure(error, 'addresses.fetchFailed')}
          </p>
        ) : !addresses?.length ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
            {t('addresses.empty')}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {addresses.map((address) => (
              <li key={address._id}>
                {editingId === address._id ? (
                  <div className="rounded-xl border border-brand-200 bg-white p-4 shadow-sm">
                    <AddressFormFields
                      defaultValues={formValuesOf(address)}
                      submitLabel={t('addresses.edit.submit')}
                      submittingLabel={t('addresses.edit.submitting')}
                      secondaryLabel={t('addresses.edit.cancel')}
                      onSecondary={() => setEditingId(null)}
                      serverError={editError}
                      onSubmit={async (values) => {
                        setEditError(null);
                        try {
                          await updateAddress({ addressId: address._id, address: values }).unwrap();
                          toast.success(t('addresses.updated'));
                          setEditingId(null);
                        } catch (failure) {
                          const message = addressFailure(failure, 'addresses.updateFailed');
                          setEditError(message);
                          toast.error(message);
                          throw failure;
                        }
                      }}
                    />
                  </div>
                ) : (
                  <AddressCard
                    address={address}
                    disabled={editingId !== null}
                    onEdit={() => {
                      setEditError(null);
                      setEditingId(address._id);
                    }}
                    onDelete={() => setToDelete(address)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>

      <Modal
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('addresses.delete.title')}
        size="sm"
        actions={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {t('addresses.delete.cancel')}
            </Button>
            <Button variant="danger" loading={deleting} onClick={() => void confirmDelete()}>
              {t('addresses.delete.confirm')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          {toDelete
            ? t('addresses.delete.message', { address: addressLine([toDelete.flatNo, toDelete.address]) })
            : null}
        </p>
      </Modal>
    </section>
  );
}
