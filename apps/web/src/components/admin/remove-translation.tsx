import { LANGUAGES } from '@saathi/shared';
import { Button } from '../ui/button';
import { ConsoleConfirmDialog } from './console-confirm-dialog';
import { toast } from '../ui/toast';
import { useContentHindiT } from './content-hindi-messages';
import { useConfirmedRemoval } from './use-confirmed-removal';

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
  const name = LANGUAGES[language].name;
  // A failed removal leaves the question open, to try again.
  const removal = useConfirmedRemoval(
    async (remove: () => Promise<void>) => {
      await remove();
      toast.success(t('contentHindi.versionRemoved', { language: name }));
    },
    { keepOnFailure: true },
  );
  return (
    <>
      <Button variant="secondary" onClick={() => removal.ask(onRemove)}>
        {t('contentHindi.removeVersion', { language: name })}
      </Button>
      <ConsoleConfirmDialog
        {...removal.dialog}
        title={t('contentHindi.removeVersionOf', { language: name, title: itemName })}
        confirmLabel={t('contentHindi.remove')}
        busyLabel={t('contentHindi.removing')}
      >
        {consequence}
      </ConsoleConfirmDialog>
    </>
  );
}
