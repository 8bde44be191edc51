import { useForm } from 'react-hook-form';
import {
  LANGUAGES,
  saveProductTranslationSchema,
  type Product,
  type ProductTranslation,
} from '@saathi/shared';
import { useContentHindiT } from '../../../../components/admin/content-hindi-messages';
import { RemoveTranslation } from '../../../../components/admin/remove-translation';
import {
  TranslationEditor,
  type TranslationEditing,
} from '../../../../components/admin/translation-editor';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../../lib/forms';
import {
  deleteProductTranslation,
  saveProductTranslation,
  useAdminProductTranslation,
} from '../../api/admin-product-translations';
import { catalogKeys } from '../../query-keys';
import { useCatalogFieldMessage } from '../catalog-messages';

interface ProductTranslationEditorProps {
  product: Pick<Product, 'id' | 'name' | 'description'>;
  language: 'hi';
}

/**
 * A product's description in another language, beside the English it translates: shoppers who
 * chose that language see it on the product's page as soon as it is saved (decision 0165).
 */
export function ProductTranslationEditor({ product, language }: ProductTranslationEditorProps) {
  const translation = useAdminProductTranslation(product.id, language);
  return (
    <TranslationEditor
      translation={translation}
      translationKey={catalogKeys.adminTranslation(product.id, language)}
      // The shop's page of this product, in every language.
      readerKeys={[catalogKeys.product(String(product.id))]}
      onSave={(description: string) => saveProductTranslation(product.id, language, description)}
      onRemove={() => deleteProductTranslation(product.id, language)}
      skeleton="h-64 w-full"
    >
      {(editing) => (
        <TranslationForm
          key={editing.existing?.updatedAt ?? 'new'}
          product={product}
          language={language}
          {...editing}
        />
      )}
    </TranslationEditor>
  );
}

function TranslationForm({
  product,
  language,
  existing,
  save,
  remove,
}: ProductTranslationEditorProps & TranslationEditing<ProductTranslation, string>) {
  const t = useContentHindiT();
  const fieldMessage = useCatalogFieldMessage();
  const name = LANGUAGES[language].name;
  const form = useForm({
    defaultValues: { description: existing?.description ?? '' },
    resolver: payloadResolver(saveProductTranslationSchema),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ description }) => {
    try {
      await save(description);
      toast.success(t('contentHindi.versionSaved', { language: name }));
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-4xl space-y-4">
      {existing ? null : (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('contentHindi.noDescription', { language: name })}
        </p>
      )}
      <section aria-labelledby="english-description" className="rounded-md bg-neutral-50 p-3">
        <h2 id="english-description" className="text-sm font-semibold text-neutral-800">
          {t('contentHindi.englishDescription')}
        </h2>
        <p lang="en" className="mt-1 whitespace-pre-line text-sm text-neutral-700">
          {product.description}
        </p>
      </section>
      <TextAreaField
        label={t('contentHindi.description', { language: name })}
        lang={language}
        rows={8}
        {...form.register('description')}
        error={fieldMessage(errors.description?.message)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('contentHindi.saving') : t('contentHindi.save')}
        </Button>
        {existing ? (
          <RemoveTranslation
            language={language}
            itemName={product.name}
            consequence={t('contentHindi.productRemoveText', { language: name })}
            onRemove={remove}
          />
        ) : null}
      </div>
    </form>
  );
}
