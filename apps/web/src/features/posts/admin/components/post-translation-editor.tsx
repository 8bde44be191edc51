import { LANGUAGES, savePostTranslationSchema, type Post } from '@saathi/shared';
import { useContentHindiT } from '../../../../components/admin/content-hindi-messages';
import { RemoveTranslation } from '../../../../components/admin/remove-translation';
import { TranslationEditor } from '../../../../components/admin/translation-editor';
import { ContentTranslationForm, type EditorValues } from '../../../content';
import {
  deletePostTranslation,
  savePostTranslation,
  useAdminPostTranslation,
} from '../../api/post-translations';
import { postKeys } from '../../query-keys';

interface PostTranslationEditorProps {
  post: Post;
  language: 'hi';
}

/**
 * A post's version in another language, published on its own: readers of that language see it
 * while both it and the post are published, the English otherwise (decision 0165, as a page's).
 */
export function PostTranslationEditor({ post, language }: PostTranslationEditorProps) {
  const t = useContentHindiT();
  const translation = useAdminPostTranslation(post.id, language);
  const name = LANGUAGES[language].name;

  return (
    <TranslationEditor
      translation={translation}
      translationKey={postKeys.adminTranslation(post.id, language)}
      readerKeys={[postKeys.lists(post.kind), postKeys.post(post.kind, post.slug)]}
      onSave={(values: EditorValues) => savePostTranslation(post.id, language, values)}
      onRemove={() => deletePostTranslation(post.id, language)}
      skeleton="h-80 w-full"
    >
      {({ existing, save, remove }) => (
        <ContentTranslationForm
          original={post}
          existing={existing}
          language={language}
          notice={t('contentHindi.noPostVersion', { language: name })}
          schema={savePostTranslationSchema}
          onSave={save}
          savedMessage={t('contentHindi.versionSaved', { language: name })}
          actions={
            existing ? (
              <RemoveTranslation
                language={language}
                itemName={post.title}
                consequence={t('contentHindi.postRemoveText', { language: name })}
                onRemove={remove}
              />
            ) : null
          }
        />
      )}
    </TranslationEditor>
  );
}
