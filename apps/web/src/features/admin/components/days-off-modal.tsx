import { skipToken } from '@reduxjs/toolkit/query';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { DaysOff } from '@/features/partner-portal/components/days-off';
import { useT } from '@/lib/i18n/use-t';
import {
  useAddPartnerTimeOffMutation,
  useGetPartnerTimeOffQuery,
  useRemovePartnerTimeOffMutation,
} from '../api/people';

/** A partner's days off, kept by an admin: the portal's own list and form, on this partner's calls. */
export function DaysOffModal({
  partner,
  onClose,
}: {
  partner: { _id: string; name: string } | null;
  onClose: () => void;
}) {
  const t = useT();
  const query = useGetPartnerTimeOffQuery(partner?._id ?? skipToken);
  const [add] = useAddPartnerTimeOffMutation();
  const [remove] = useRemovePartnerTimeOffMutation();
  const id = partner?._id ?? '';

  return (
    <Modal
      open={partner !== null}
      onClose={onClose}
      title={t('admin.partners.daysOffOf', { name: partner?.name ?? '' })}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('admin.partners.daysOffClose')}
        </Button>
      }
    >
      <DaysOff
        query={query}
        onAdd={(body) => add({ id, body }).unwrap()}
        onRemove={(timeOffId) => remove({ id, timeOffId }).unwrap()}
      />
    </Modal>
  );
}
