import { Link } from 'wouter';
import { Button } from '../ui/button';
import { useConsoleRowsT } from './row-messages';

/** A row's Edit when the row has its own editor page; as tall as the row's buttons. */
export function EditLink({ to, name }: { to: string; name: string }) {
  const t = useConsoleRowsT();
  return (
    <Link
      to={to}
      aria-label={t('consoleRows.editName', { name })}
      className="inline-flex min-h-11 items-center px-2 font-semibold text-brand"
    >
      {t('consoleRows.edit')}
    </Link>
  );
}

interface RowActionsProps {
  /** What each button's accessible name adds to its verb: "Edit Neem Soap". */
  name: string;
  /** The editor's address, or what opens the form on this page. */
  edit: string | (() => void);
  /** Asks first: the page holds the confirmation. */
  onDelete: () => void;
  deleteVerb?: 'Delete' | 'Remove';
  /** Soft-deleted rows: a deleted one offers Restore where the others offer Delete. */
  restore?: { deleted: boolean; busy: boolean; onRestore: () => void };
}

const DELETE_KEYS = {
  Delete: ['consoleRows.delete', 'consoleRows.deleteName'],
  Remove: ['consoleRows.remove', 'consoleRows.removeName'],
} as const;

/** A console row's Edit, then Delete (or Restore once deleted). */
export function RowActions({
  name,
  edit,
  onDelete,
  deleteVerb = 'Delete',
  restore,
}: RowActionsProps) {
  const t = useConsoleRowsT();
  const [verb, verbName] = DELETE_KEYS[deleteVerb];
  return (
    <>
      {typeof edit === 'string' ? (
        <EditLink to={edit} name={name} />
      ) : (
        <Button variant="ghost" aria-label={t('consoleRows.editName', { name })} onClick={edit}>
          {t('consoleRows.edit')}
        </Button>
      )}
      {restore?.deleted ? (
        <Button
          variant="ghost"
          className="text-brand"
          busy={restore.busy}
          busyText={t('consoleRows.restoring')}
          aria-label={t('consoleRows.restoreName', { name })}
          onClick={restore.onRestore}
        >
          {t('consoleRows.restore')}
        </Button>
      ) : (
        <Button
          variant="ghost"
          className="text-red-700"
          aria-label={t(verbName, { name })}
          onClick={onDelete}
        >
          {t(verb)}
        </Button>
      )}
    </>
  );
}
