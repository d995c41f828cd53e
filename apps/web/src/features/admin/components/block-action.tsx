import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { BlockBody } from '../api/people';
import { ReasonModal } from './reason-modal';

/**
 * Block or suspend a person (their sessions end at once), or lift it: a confirmation with an optional reason first.
 * The texts are the caller's: a customer is blocked, a partner suspended.
 */
export function BlockAction({
  blocked,
  labels,
  onSubmit,
}: {
  blocked: boolean;
  labels: { block: string; lift: string; title: string; text: string; done: string };
  onSubmit: (body: BlockBody) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={blocked ? 'secondary' : 'danger'} size="sm" onClick={() => setOpen(true)}>
        {blocked ? labels.lift : labels.block}
      </Button>
      <ReasonModal
        open={open}
        onClose={() => setOpen(false)}
        title={labels.title}
        description={labels.text}
        confirmLabel={blocked ? labels.lift : labels.block}
        required={false}
        onConfirm={async (reason) => {
          await onSubmit({ blocked: !blocked, reason });
          setOpen(false);
          toast.success(labels.done);
        }}
      />
    </>
  );
}
