import { Dialog, DialogDismiss, FocusTrapRegion } from '@ariakit/react';
import type { ReactNode } from 'react';
import { useShellT } from '../../lib/i18n/shell';
import { CloseIcon } from './icons';
import { backdropClass } from './modal';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  label: string;
  id?: string;
  children: ReactNode;
}

/** A modal panel that slides in from the left, for the phone menu (an Ariakit dialog, Tab going round it). */
export function Drawer({ open, onClose, label, id, children }: DrawerProps) {
  const t = useShellT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      unmountOnHide
      id={id}
      aria-label={label}
      backdrop={<div className={backdropClass} />}
      className="fixed inset-y-0 left-0 z-50 flex w-[85%] max-w-sm flex-col overflow-y-auto bg-white shadow-xl"
    >
      <FocusTrapRegion enabled>
        <div className="flex justify-end p-2">
          <DialogDismiss
            className="inline-flex size-11 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100"
            aria-label={t('shell.closeMenu')}
          >
            <CloseIcon />
          </DialogDismiss>
        </div>
        {children}
      </FocusTrapRegion>
    </Dialog>
  );
}
