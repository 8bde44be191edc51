import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { POST_KINDS, type PostKind } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { AdminTable, tdClass } from '../../../../components/admin/admin-table';
import { PublishBadge } from '../../../../components/admin/publish-badge';
import { QueryView } from '../../../../components/admin/query-view';
import { EditLink } from '../../../../components/admin/row-actions';
import { Button, buttonClass } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Pager } from '../../../../components/ui/pager';
import { Tabs } from '../../../../components/ui/tabs';
import { toast } from '../../../../components/ui/toast';
import { useSearchFilters } from '../../../../hooks/use-search-filters';
import { errorMessage } from '../../../../lib/error-message';
import { formatDate } from '../../../../lib/format';
import { deletePost } from '../../api/delete-post';
import { getAdminPost } from '../../api/get-admin-post';
import { useAdminPosts } from '../../api/get-admin-posts';
import { postKeys } from '../../query-keys';
import type { PostSummary } from '../../api/types';
import { updatePost } from '../../api/update-post';
import { KIND_LABEL } from '../../post-paths';

const PAGE_SIZE = 20;
const DEFAULTS = { kind: 'blog', page: '1' };

/** Blog posts and news: drafts and published, publish or unpublish, delete. */
export default function PostsAdminPage() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchFilters(DEFAULTS);
  const kind: PostKind = params.kind === 'news' ? 'news' : 'blog';
  const page = Math.max(1, Number(params.page) || 1);
  const posts = useAdminPosts(kind, page, PAGE_SIZE);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<PostSummary | null>(null);
  const [deleting, setDeleting] = useState(false);

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
      toast.success(post.isPublished ? 'Post unpublished' : 'Post published');
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
      await deletePost(toDelete.id);
      await refresh();
      toast.success('Post deleted');
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  return (
    <section>
      <AdminPageHeader
        title="Posts"
        description="Blog posts and news for the Inspiring World pages."
        actions={
          <Link to={`${ADMIN_PATHS.newPost}?kind=${kind}`} className={buttonClass('primary')}>
            New {KIND_LABEL[kind].toLowerCase()} post
          </Link>
        }
      />
      <Tabs
        label="Kind of post"
        value={kind}
        options={POST_KINDS.map((value) => ({ value, label: KIND_LABEL[value] }))}
        onChange={(value) => setParams({ kind: value, page: '1' })}
      >
        <QueryView
          query={posts}
          isEmpty={(data) => data.items.length === 0}
          empty={{
            title: kind === 'blog' ? 'No blog posts yet' : 'No news yet',
            description: 'Write the first one: it stays a draft until you publish it.',
          }}
          skeleton={{ count: 3 }}
        >
          {(data) => (
            <div className="space-y-4">
              <AdminTable
                columns={['Title', 'Status', 'Published', 'Updated', 'Actions']}
                testId="posts-table"
                minWidth="48rem"
              >
                {data.items.map((post) => (
                  <tr key={post.id} className="hover:bg-neutral-50">
                    <td className={`${tdClass} font-semibold break-words`}>
                      <Link to={ADMIN_PATHS.post(post.id)} className="hover:text-brand">
                        {post.title}
                      </Link>
                    </td>
                    <td className={tdClass}>
                      <PublishBadge published={post.isPublished} />
                    </td>
                    <td className={`${tdClass} whitespace-nowrap`}>
                      {post.publishedAt ? formatDate(post.publishedAt) : '—'}
                    </td>
                    <td className={`${tdClass} whitespace-nowrap`}>{formatDate(post.updatedAt)}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>
                      <EditLink to={ADMIN_PATHS.post(post.id)} name={post.title} />
                      <Button
                        variant="ghost"
                        busy={busyId === post.id}
                        busyText="Saving..."
                        aria-label={`${post.isPublished ? 'Unpublish' : 'Publish'} ${post.title}`}
                        onClick={() => void togglePublished(post)}
                      >
                        {post.isPublished ? 'Unpublish' : 'Publish'}
                      </Button>
                      <Button
                        variant="ghost"
                        className="text-red-700"
                        aria-label={`Delete ${post.title}`}
                        onClick={() => setToDelete(post)}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </AdminTable>
              {data.total > data.limit ? (
                <Pager
                  page={page}
                  pageCount={Math.ceil(data.total / data.limit)}
                  onPage={(next) => setParams({ page: String(next) })}
                  label="Post pages"
                />
              ) : null}
            </div>
          )}
        </QueryView>
      </Tabs>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this post?"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? <p>“{toDelete.title}” will be removed from the site for good.</p> : null}
      </ConfirmDialog>
    </section>
  );
}
