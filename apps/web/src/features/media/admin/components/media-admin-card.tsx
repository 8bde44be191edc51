import type { MediaItem } from '@saathi/shared';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useConsoleContentT } from '../messages';

interface MediaAdminCardProps {
  item: MediaItem;
  busy: boolean;
  onEdit: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}

/** One uploaded image in the console, with its actions. */
export function MediaAdminCard({
  item,
  busy,
  onEdit,
  onTogglePublished,
  onDelete,
}: MediaAdminCardProps) {
  const t = useConsoleContentT();
  return (
    <article
      data-testid="media-item"
      aria-label={item.title}
      className="overflow-hidden rounded-xl border border-neutral-200 bg-white"
    >
      <img
        src={item.thumbUrl}
        alt=""
        width={item.width}
        height={item.height}
        loading="lazy"
        className="aspect-[4/3] h-auto w-full bg-neutral-100 object-cover"
      />
      <div className="space-y-1 p-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{item.title}</h3>
          {item.isPublished ? (
            <Badge tone="success">{t('consoleContent.published')}</Badge>
          ) : (
            <Badge tone="warning">{t('consoleContent.hidden')}</Badge>
          )}
        </div>
        {item.caption ? <p className="text-sm text-neutral-700">{item.caption}</p> : null}
        <p className="text-xs text-neutral-600">
          {t('consoleContent.sortOrderOf', { order: item.sortOrder })}
        </p>
      </div>
      <div className="flex flex-wrap gap-1 border-t border-neutral-100 p-2">
        <Button
          variant="ghost"
          onClick={onEdit}
          aria-label={t('consoleContent.editTitled', { title: item.title })}
        >
          {t('consoleContent.edit')}
        </Button>
        <Button
          variant="ghost"
          busy={busy}
          busyText={t('consoleContent.saving')}
          onClick={onTogglePublished}
          aria-label={t(
            item.isPublished ? 'consoleContent.unpublishNamed' : 'consoleContent.publishNamed',
            { title: item.title },
          )}
        >
          {t(item.isPublished ? 'consoleContent.unpublish' : 'consoleContent.publish')}
        </Button>
        <Button
          variant="ghost"
          className="text-red-700"
          onClick={onDelete}
          aria-label={t('consoleContent.deleteNamed', { title: item.title })}
        >
          {t('consoleContent.delete')}
        </Button>
      </div>
    </article>
  );
}
