import { useState } from 'react';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { POST_KINDS, type PostKind } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminListPage } from '../../../../components/admin/admin-list-page';
import { tdClass } from '../../../../components/admin/admin-table';
import { PublishBadge } from '../../../../components/admin/publish-badge';
import { EditLink } from '../../../../components/admin/row-actions';
import { useConfirmedRemoval } from '../../../../components/admin/use-confirmed-removal';
import { Button, buttonClass } from '../../../../components/ui/button';
import { ConsoleConfirmDialog } from '../../../../components/admin/console-confirm-dialog';
import { toast } from '../../../../components/ui/toast';
import { useListParams } from '../../../../hooks/use-list-params';
import { errorMessage } from '../../../../lib/error-message';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n/i18n';
import { useConsoleContentT } from '../../../content';
import { deletePost } from '../../api/delete-post';
import { getAdminPost } from '../../api/get-admin-post';
import { useAdminPosts } from '../../api/get-admin-posts';
import { postKeys } from '../../query-keys';
import type { PostSummary } from '../../api/types';
import { updatePost } from '../../api/update-post';
import { KIND_KEYS } from '../../post-paths';

// One size: the pager shows only when there is more than one page.
const PAGE_SIZES = [20] as const;
const FILTERS = { kind: 'blog' };
const COLUMNS = [
  'consoleContent.title',
  'consoleContent.status',
  'consoleContent.published',
  'consoleContent.updated',
  'consoleContent.actions',
] as const;

interface PostRowProps {
  post: PostSummary;
  busy: boolean;
  onTogglePublished: () => void;
  onDelete: () => void;
}

function PostRow({ post, busy, onTogglePublished, onDelete }: PostRowProps) {
  const t = useConsoleContentT();
  const language = useLanguage();
  return (
    <tr className="hover:bg-neutral-50">
      <td className={`${tdClass} font-semibold break-words`}>
        <Link to={ADMIN_PATHS.post(post.id)} className="hover:text-brand">
          {post.title}
        </Link>
      </td>
      <td className={tdClass}>
        <PublishBadge published={post.isPublished} />
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        {post.publishedAt ? formatDate(post.publishedAt, language) : '—'}
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>{formatDate(post.updatedAt, language)}</td>
      <td className={`${tdClass} whitespace-nowrap`}>
        <EditLink to={ADMIN_PATHS.post(post.id)} name={post.title} />
        <Button
          variant="ghost"
          busy={busy}
          busyText={t('consoleContent.saving')}
          aria-label={t(
            post.isPublished ? 'consoleContent.unpublishNamed' : 'consoleContent.publishNamed',
            { title: post.title },
          )}
          onClick={onTogglePublished}
        >
          {t(post.isPublished ? 'consoleContent.unpublish' : 'consoleContent.publish')}
        </Button>
        <Button
          variant="ghost"
          className="text-red-700"
          aria-label={t('consoleContent.deleteNamed', { title: post.title })}
          onClick={onDelete}
        >
          {t('consoleContent.delete')}
        </Button>
      </td>
    </tr>
  );
}

/** Blog posts and news: drafts and published, publish or unpublish, delete. */
export default function PostsAdminPage() {
  const queryClient = useQueryClient();
  const t = useConsoleContentT();
  const list = useListParams(FILTERS, PAGE_SIZES);
  const kind: PostKind = list.filters.kind === 'news' ? 'news' : 'blog';
  const posts = useAdminPosts(kind, list.paging.page, list.paging.limit);
  const [busyId, setBusyId] = useState<number | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: postKeys.adminLists() });

  const togglePublished = async (post: PostSummary) => {
    setBusyId(post.id);
    try {
      const full = await getAdminPost(queryClient, post.id);
      await updatePost(post.id, {
        kind: full.kind,
        title: full.title,
        summary: full.summary,
        body: full.body,
        isPublished: !post.isPublished,
      });
      queryClient.removeQueries({ queryKey: postKeys.adminPost(post.id) });
      await refresh();
      toast.success(
        t(post.isPublished ? 'consoleContent.postUnpublished' : 'consoleContent.postPublished'),
      );
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setBusyId(null);
    }
  };

  const deletion = useConfirmedRemoval(async (post: PostSummary) => {
    await deletePost(post.id);
    await refresh();
    toast.success(t('consoleContent.postDeleted'));
  });

  return (
    <AdminListPage
      title={t('consoleContent.postsTitle')}
      description={t('consoleContent.postsDescription')}
      actions={
        <Link to={`${ADMIN_PATHS.newPost}?kind=${kind}`} className={buttonClass('primary')}>
          {t(kind === 'blog' ? 'consoleContent.newBlogPost' : 'consoleContent.newNewsPost')}
        </Link>
      }
      tabs={{
        label: t('consoleContent.kindOfPost'),
        value: kind,
        options: POST_KINDS.map((value) => ({ value, label: t(KIND_KEYS[value]) })),
        onChange: (value) => list.setFilters({ kind: value }),
      }}
      list={list}
      query={posts}
      empty={{
        title: t(kind === 'blog' ? 'consoleContent.noBlogPosts' : 'consoleContent.noNews'),
        description: t('consoleContent.writeFirst'),
      }}
      skeleton={{ count: 3 }}
      table={{ columns: COLUMNS.map((key) => t(key)), testId: 'posts-table', minWidth: '48rem' }}
      pager={t('consoleContent.postPages')}
      dialogs={
        <ConsoleConfirmDialog
          {...deletion.dialog}
          title={t('consoleContent.deletePost')}
          confirmLabel={t('consoleContent.delete')}
          busyLabel={t('consoleContent.deleting')}
        >
          {deletion.target ? (
            <p>{t('consoleContent.removedForGood', { title: deletion.target.title })}</p>
          ) : null}
        </ConsoleConfirmDialog>
      }
    >
      {(data) =>
        data.items.map((post) => (
          <PostRow
            key={post.id}
            post={post}
            busy={busyId === post.id}
            onTogglePublished={() => void togglePublished(post)}
            onDelete={() => deletion.ask(post)}
          />
        ))
      }
    </AdminListPage>
  );
}
