import { useState } from 'react';
import { LANGUAGES } from '@saathi/shared';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../ui/button';
import { ConsoleConfirmDialog } from './console-confirm-dialog';
import { toast } from '../ui/toast';
import { useContentHindiT } from './content-hindi-messages';

interface RemoveTranslationProps {
  language: 'hi';
  /** The post's title or the product's name, in the question. */
  itemName: string;
  /** What readers see instead, said in the question. */
  consequence: string;
  onRemove: () => Promise<void>;
}

/** "Remove the हिन्दी version", asked first (decision 0165, as the page editor's of 0142). */
export function RemoveTranslation({
  language,
  itemName,
  consequence,
  onRemove,
}: RemoveTranslationProps) {
  const t = useContentHindiT();
  const [isConfirming, setConfirming] = useState(false);
  const [isRemoving, setRemoving] = useState(false);
  const name = LANGUAGES[language].name;
  const remove = async () => {
    setRemoving(true);
    try {
      await onRemove();
      toast.success(t('contentHindi.versionRemoved', { language: name }));
      setConfirming(false);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setRemoving(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('contentHindi.removeVersion', { language: name })}
      </Button>
      <ConsoleConfirmDialog
        open={isConfirming}
        title={t('contentHindi.removeVersionOf', { language: name, title: itemName })}
        confirmLabel={t('contentHindi.remove')}
        busyLabel={t('contentHindi.removing')}
        busy={isRemoving}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        {consequence}
      </ConsoleConfirmDialog>
    </>
  );
}
