import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { useModalDialog } from './use-modal-dialog';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Footer actions, at the end of the line (right; left in Arabic). */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Fades and shrinks the open dialog (300 ms) before its owner closes it. */
  leaving?: boolean;
  /** `drawer`: a full-height panel that slides in from the start side, left (right in Arabic): a menu on small screens. */
  variant?: 'center' | 'drawer';
};

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl' } as const;

/**
 * A modal dialog on the platform's <dialog>: showModal() makes the page behind it inert (focus stays inside),
 * Escape closes it, focus returns to the opener, and a click on the backdrop closes it too.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  size = 'md',
  leaving = false,
  variant = 'center',
}: ModalProps) {
  const t = useT();
  const dialogRef = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      className={`bg-white p-0 text-slate-900 shadow-xl transition duration-300 ${
        variant === 'drawer'
          ? 'm-0 h-full max-h-none w-80 max-w-[85vw] starting:open:-translate-x-full rtl:starting:open:translate-x-full'
          : `m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-2xl`
      } ${leaving ? 'scale-95 opacity-0' : ''}`}
    >
      {open ? (
        <div className={`flex flex-col ${variant === 'drawer' ? 'h-full' : 'max-h-[85vh]'}`}>
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              className="rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
              aria-label={t('ui.modal.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {actions ? <div className="flex justify-end gap-3 border-t border-slate-200 px-5 py-4">{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
