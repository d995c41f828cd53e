import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { PartnerAreasEditor } from '@/features/addresses/components/partner-areas-editor';
import { useT } from '@/lib/i18n/use-t';

/** A partner's areas, set by an admin: the portal's "My areas", on this partner's calls. */
export function PartnerAreasModal({
  partner,
  onClose,
}: {
  partner: { _id: string; name: string } | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      open={partner !== null}
      onClose={onClose}
      title={t('admin.partners.areasOf', { name: partner?.name ?? '' })}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('admin.partners.daysOffClose')}
        </Button>
      }
    >
      {partner ? <PartnerAreasEditor key={partner._id} partnerId={partner._id} /> : null}
    </Modal>
  );
}
