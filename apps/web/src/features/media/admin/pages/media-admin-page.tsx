import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MEDIA_KINDS, type MediaItem, type MediaKind } from '@saathi/shared';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toast } from '../../../../components/ui/toast';
import { useSearchFilters } from '../../../../hooks/use-search-filters';
import { errorMessage } from '../../../../lib/error-message';
import { deleteMedia } from '../../api/delete-media';
import { useAdminMedia } from '../../api/get-admin-media';
import { mediaKeys } from '../../query-keys';
import { updateMedia, type MediaChanges } from '../../api/update-media';
import { MediaAdminCard } from '../components/media-admin-card';
import { MediaEditModal } from '../components/media-edit-modal';
import { MediaUploadForm } from '../components/media-upload-form';

const KIND_LABEL: Record<MediaKind, string> = { gallery: 'Gallery', certificate: 'Certificates' };
const KIND_TABS = MEDIA_KINDS.map((value) => ({ value, label: KIND_LABEL[value] }));
const DEFAULTS = { kind: 'gallery' };
const bySortOrder = (a: MediaItem, b: MediaItem) => a.sortOrder - b.sortOrder || a.id - b.id;

/** Gallery photos and the company's certificates: upload, edit, publish, delete. */
export default function MediaAdminPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const kind: MediaKind = params.kind === 'certificate' ? 'certificate' : 'gallery';
  const media = useAdminMedia(kind);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  const setList = (update: (list: MediaItem[]) => MediaItem[]) => {
    queryClient.setQueryData<MediaItem[]>(mediaKeys.admin(kind), (list) =>
      update(list ?? []).sort(bySortOrder),
    );
    void queryClient.invalidateQueries({ queryKey: mediaKeys.published(kind) });
  };
  const replace = (saved: MediaItem) =>
    setList((list) => list.map((item) => (item.id === saved.id ? saved : item)));

  const save = async (changes: MediaChanges) => {
    if (!editing) return;
    replace(await updateMedia(editing.id, changes));
    toast.success('Image saved');
    setEditing(null);
  };

  const togglePublished = async (item: MediaItem) => {
    setBusyId(item.id);
    try {
      replace(await updateMedia(item.id, { isPublished: !item.isPublished }));
      toast.success(item.isPublished ? 'Image hidden from the site' : 'Image published');
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteMedia(toDelete.id);
      setList((list) => list.filter((item) => item.id !== toDelete.id));
      toast.success('Image deleted');
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <AdminListPage
      title="Gallery & certificates"
      description="Photos for the gallery page and the certificates on the company page."
      tabs={{
        label: 'Kind of image',
        value: kind,
        options: KIND_TABS,
        onChange: (value) => setParams({ kind: value }),
      }}
      intro={
        <MediaUploadForm
          key={kind}
          kind={kind}
          onUploaded={(item) => setList((list) => [...list, item])}
        />
      }
      query={media}
      empty={{
        title: kind === 'gallery' ? 'No photos yet' : 'No certificates yet',
        description: 'Upload the first one with the form above.',
      }}
      skeleton={{
        count: 4,
        item: 'aspect-[4/3] w-full rounded-xl',
        layout: 'grid grid-cols-2 gap-4 lg:grid-cols-4',
      }}
      dialogs={
        <>
          {editing ? (
            <MediaEditModal item={editing} onSave={save} onClose={() => setEditing(null)} />
          ) : null}
          <ConfirmDialog
            open={toDelete !== null}
            title="Delete this image?"
            confirmLabel="Delete"
            busyLabel="Deleting..."
            busy={deleting}
            onConfirm={() => void remove()}
            onCancel={() => setToDelete(null)}
          >
            {toDelete ? <p>“{toDelete.title}” will be removed from the site for good.</p> : null}
          </ConfirmDialog>
        </>
      }
    >
      {(data) => (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data.map((item) => (
            <li key={item.id}>
              <MediaAdminCard
                item={item}
                busy={busyId === item.id}
                onEdit={() => setEditing(item)}
                onTogglePublished={() => void togglePublished(item)}
                onDelete={() => setToDelete(item)}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminListPage>
  );
}
