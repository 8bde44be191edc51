import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MEDIA_KINDS, type MediaItem, type MediaKind } from '@saathi/shared';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { ConsoleConfirmDialog } from '../../../../components/admin/console-confirm-dialog';
import { useConfirmedRemoval } from '../../../../components/admin/use-confirmed-removal';
import { toast } from '../../../../components/ui/toast';
import { useSearchFilters } from '../../../../hooks/use-search-filters';
import { errorMessage } from '../../../../lib/error-message';
import { useConsoleContentT } from '../messages';
import { deleteMedia } from '../../api/delete-media';
import { useAdminMedia } from '../../api/get-admin-media';
import { mediaKeys } from '../../query-keys';
import { updateMedia, type MediaChanges } from '../../api/update-media';
import { MediaAdminCard } from '../components/media-admin-card';
import { MediaEditModal } from '../components/media-edit-modal';
import { MediaUploadForm } from '../components/media-upload-form';

const KIND_KEYS = {
  gallery: 'consoleContent.kindGallery',
  certificate: 'consoleContent.kindCertificates',
} as const satisfies Record<MediaKind, string>;
const DEFAULTS = { kind: 'gallery' };
const bySortOrder = (a: MediaItem, b: MediaItem) => a.sortOrder - b.sortOrder || a.id - b.id;

/** Gallery photos and the company's certificates: upload, edit, publish, delete. */
export default function MediaAdminPage() {
  const queryClient = useQueryClient();
  const t = useConsoleContentT();
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const kind: MediaKind = params.kind === 'certificate' ? 'certificate' : 'gallery';
  const media = useAdminMedia(kind);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

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
    toast.success(t('consoleContent.imageSaved'));
    setEditing(null);
  };

  const togglePublished = async (item: MediaItem) => {
    setBusyId(item.id);
    try {
      replace(await updateMedia(item.id, { isPublished: !item.isPublished }));
      toast.success(
        t(item.isPublished ? 'consoleContent.imageHidden' : 'consoleContent.imagePublished'),
      );
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusyId(null);
    }
  };

  const deletion = useConfirmedRemoval(async (deleted: MediaItem) => {
    await deleteMedia(deleted.id);
    setList((list) => list.filter((item) => item.id !== deleted.id));
    toast.success(t('consoleContent.imageDeleted'));
  });

  return (
    <AdminListPage
      title={t('consoleContent.mediaTitle')}
      description={t('consoleContent.mediaDescription')}
      tabs={{
        label: t('consoleContent.kindOfImage'),
        value: kind,
        options: MEDIA_KINDS.map((value) => ({ value, label: t(KIND_KEYS[value]) })),
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
        title: t(kind === 'gallery' ? 'consoleContent.noPhotos' : 'consoleContent.noCertificates'),
        description: t('consoleContent.uploadFirst'),
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
          <ConsoleConfirmDialog
            {...deletion.dialog}
            title={t('consoleContent.deleteImage')}
            confirmLabel={t('consoleContent.delete')}
            busyLabel={t('consoleContent.deleting')}
          >
            {deletion.target ? (
              <p>{t('consoleContent.removedForGood', { title: deletion.target.title })}</p>
            ) : null}
          </ConsoleConfirmDialog>
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
                onDelete={() => deletion.ask(item)}
              />
            </li>
          ))}
        </ul>
      )}
    </AdminListPage>
  );
}
