import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { POST_KINDS, savePostSchema, type PostKind } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { useContentHindiT } from '../../../../components/admin/content-hindi-messages';
import { LanguageTabs, useEditorLanguage } from '../../../../components/admin/language-tabs';
import { ErrorPanel } from '../../../../components/ui/error-panel';
import { SelectField } from '../../../../components/ui/select-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { ContentEditorForm, useConsoleContentT, type EditorValues } from '../../../content';
import { createPost } from '../../api/create-post';
import { useAdminPost } from '../../api/get-admin-post';
import { postKeys } from '../../query-keys';
import { updatePost } from '../../api/update-post';
import { KIND_KEYS, postPath } from '../../post-paths';
import { PostTranslationEditor } from '../components/post-translation-editor';

const EMPTY: EditorValues = { title: '', summary: '', body: '', isPublished: false };

/** Writes a new post (/dashboard/posts/new?kind=) or edits one (/dashboard/posts/:id). */
export default function PostEditorPage() {
  const { id: idParam } = useParams();
  const [search] = useSearchParams();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const t = useConsoleContentT();
  const id = idParam ? Number(idParam) : null;
  const { data: post, isPending, isError, error, refetch, isRefetching } = useAdminPost(id ?? 0);
  const [newKind, setNewKind] = useState<PostKind>(search.get('kind') === 'news' ? 'news' : 'blog');
  const kind = post?.kind ?? newKind;
  // A saved post's Hindi version on its own tab (decision 0165), as a page's.
  const [language, setLanguage] = useEditorLanguage();
  const tHindi = useContentHindiT();

  const save = async (values: EditorValues) => {
    const body = { ...values, kind };
    const saved = id ? await updatePost(id, body) : await createPost(body);
    queryClient.setQueryData(postKeys.adminPost(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: postKeys.adminLists() });
    void queryClient.invalidateQueries({ queryKey: postKeys.lists(saved.kind) });
    void queryClient.invalidateQueries({ queryKey: postKeys.post(saved.kind, saved.slug) });
    if (!id) navigate(ADMIN_PATHS.post(saved.id), { replace: true });
  };

  const back = (
    <Link
      to={`${ADMIN_PATHS.posts}?kind=${kind}`}
      className="mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand"
    >
      {t('consoleContent.allPosts')}
    </Link>
  );

  if (id !== null) {
    return (
      <section>
        {back}
        <AdminPageHeader
          title={
            post
              ? t('consoleContent.editNamed', { title: post.title })
              : t('consoleContent.editPost')
          }
        />
        {isPending ? (
          <div aria-busy="true" className="space-y-3">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-80 w-full" />
          </div>
        ) : isError ? (
          <ErrorPanel
            message={error.message}
            onRetry={() => void refetch()}
            retrying={isRefetching}
          />
        ) : (
          <LanguageTabs
            label={tHindi('contentHindi.postLanguage')}
            language={language}
            onChange={setLanguage}
          >
            {language === 'hi' ? (
              <PostTranslationEditor key={post.id} post={post} language="hi" />
            ) : (
              <ContentEditorForm
                key={post.id}
                initialValues={{
                  title: post.title,
                  summary: post.summary,
                  body: post.body,
                  isPublished: post.isPublished,
                }}
                schema={savePostSchema}
                extra={{ kind }}
                onSave={save}
                savedMessage={t('consoleContent.postSaved')}
                before={
                  <p className="text-sm text-neutral-700">
                    {t(
                      post.kind === 'blog' ? 'consoleContent.blogPost' : 'consoleContent.newsPost',
                    )}
                  </p>
                }
                actions={
                  post.isPublished ? (
                    <a
                      href={postPath(post.kind, post.slug)}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex min-h-11 items-center px-2 font-semibold text-brand underline underline-offset-2"
                    >
                      {t('consoleContent.viewPost')}
                    </a>
                  ) : null
                }
              />
            )}
          </LanguageTabs>
        )}
      </section>
    );
  }

  return (
    <section>
      {back}
      <AdminPageHeader
        title={t(kind === 'blog' ? 'consoleContent.newBlogPost' : 'consoleContent.newNewsPost')}
      />
      <ContentEditorForm
        initialValues={EMPTY}
        schema={savePostSchema}
        extra={{ kind }}
        onSave={save}
        savedMessage={t('consoleContent.postSaved')}
        before={
          <SelectField
            label={t('consoleContent.kind')}
            value={newKind}
            onChange={(event) => setNewKind(event.target.value as PostKind)}
            className="sm:w-48"
          >
            {POST_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(KIND_KEYS[value])}
              </option>
            ))}
          </SelectField>
        }
      />
    </section>
  );
}
