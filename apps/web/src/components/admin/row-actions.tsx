import { Link } from 'wouter';
import { Button } from '../ui/button';

/** A row's Edit when the row has its own editor page; as tall as the row's buttons. */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link
      to={to}
      aria-label={`Edit ${name}`}
      className="inline-flex min-h-11 items-center px-2 font-semibold text-brand"
    >
      Edit
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

/** A console row's Edit, then Delete (or Restore once deleted). */
export function RowActions({
  name,
  edit,
  onDelete,
  deleteVerb = 'Delete',
  restore,
}: RowActionsProps) {
  return (
    <>
      {typeof edit === 'string' ? (
        <EditLink to={edit} name={name} />
      ) : (
        <Button variant="ghost" aria-label={`Edit ${name}`} onClick={edit}>
          Edit
        </Button>
      )}
      {restore?.deleted ? (
        <Button
          variant="ghost"
          className="text-brand"
          busy={restore.busy}
          busyText="Restoring..."
          aria-label={`Restore ${name}`}
          onClick={restore.onRestore}
        >
          Restore
        </Button>
      ) : (
        <Button
          variant="ghost"
          className="text-red-700"
          aria-label={`${deleteVerb} ${name}`}
          onClick={onDelete}
        >
          {deleteVerb}
        </Button>
      )}
    </>
  );
}
