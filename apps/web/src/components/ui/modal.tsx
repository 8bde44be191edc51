import { Dialog, DialogDismiss, DialogHeading, FocusTrapRegion } from '@ariakit/react';
import type { ReactNode } from 'react';
import { useShellT } from '../../lib/i18n/shell';
import { CloseIcon } from './icons';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'lg' for long forms (an address, a post). */
  size?: 'md' | 'lg';
}

export const backdropClass = 'bg-neutral-900/50';

/**
 * A modal dialog (Ariakit): focus moves in and back to the opener, Escape or a click on the
 * backdrop closes, the page behind is inert and does not scroll. Tab and Shift+Tab go round the
 * dialog (a focus-trap region; without it, past the last control the focus would leave for the
 * browser's own controls). A dialog opened from inside another is nested: Escape closes only the
 * top one. At most 90% of the viewport high, scrolling inside (UX.md).
 */
export function Modal({ open, onClose, title, children, size = 'md' }: ModalProps) {
  const t = useShellT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      unmountOnHide
      backdrop={<div className={backdropClass} />}
      className={`fixed inset-4 z-50 m-auto h-fit max-h-[90vh] overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}
    >
      <FocusTrapRegion enabled>
        <div className="mb-4 flex items-start justify-between gap-4">
          <DialogHeading className="text-xl font-semibold">{title}</DialogHeading>
          <DialogDismiss
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100"
            aria-label={t('shell.close')}
          >
            <CloseIcon />
          </DialogDismiss>
        </div>
        {children}
      </FocusTrapRegion>
    </Dialog>
  );
}
