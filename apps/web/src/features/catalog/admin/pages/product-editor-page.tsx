import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { defaultProductFacts } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { AdminPageHeader } from '../../../../components/admin/admin-page-header';
import { useContentHindiT } from '../../../../components/admin/content-hindi-messages';
import { LanguageTabs, useEditorLanguage } from '../../../../components/admin/language-tabs';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorPanel } from '../../../../components/ui/error-panel';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { useCompanySettings } from '../../../company';
import { useAdminProduct, useSaveProduct } from '../../api/admin-products';
import { useAllBrands, useAllCategories } from '../../api/admin-taxonomy-reads';
import { ProductForm } from '../components/product-form/product-form';
import { ProductTranslationEditor } from '../components/product-translation-editor';
import {
  emptyProductValues,
  productToValues,
  variantToRow,
} from '../components/product-form/product-form-values';
import { useConsoleCatalogT } from '../catalog-messages';

const backLinkClass = 'mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand';

/** Adds a product (/dashboard/products/new) or edits one (/dashboard/products/:id). */
export default function ProductEditorPage() {
  const { id: idParam } = useParams();
  const [, navigate] = useLocation();
  const isNew = idParam === undefined;
  const id = idParam && /^\d{1,10}$/.test(idParam) ? Number(idParam) : null;
  const product = useAdminProduct(id);
  const categories = useAllCategories();
  const brands = useAllBrands();
  const saveProduct = useSaveProduct();
  const companySettings = useCompanySettings();
  const t = useConsoleCatalogT();

  const save = async (fields: Record<string, string>, images: File[]) => {
    await saveProduct.mutateAsync({ id: id ?? undefined, fields, images });
    toast.success(t('consoleCatalog.productSaved'));
    navigate(ADMIN_PATHS.products);
  };

  // A saved product's description in Hindi on its own tab (decision 0165).
  const [language, setLanguage] = useEditorLanguage();
  const tHindi = useContentHindiT();
  const withLanguageTabs = (panel: ReactNode) =>
    product.data ? (
      <LanguageTabs
        label={tHindi('contentHindi.productLanguage')}
        language={language}
        onChange={setLanguage}
      >
        {panel}
      </LanguageTabs>
    ) : (
      panel
    );

  const back = (
    <Link to={ADMIN_PATHS.products} className={backLinkClass}>
      {t('consoleCatalog.allProducts')}
    </Link>
  );

  if (!isNew && id === null) {
    return (
      <section>
        {back}
        <EmptyState
          title={t('consoleCatalog.noSuchProduct')}
          description={t('consoleCatalog.noSuchProductText')}
        />
      </section>
    );
  }

  const loads = isNew ? [categories, brands] : [product, categories, brands];
  const failed = loads.find((query) => query.isError);
  const title = isNew
    ? t('consoleCatalog.addProduct')
    : product.data
      ? t('consoleCatalog.editNamed', { name: product.data.name })
      : t('consoleCatalog.editProduct');

  return (
    <section>
      {back}
      <AdminPageHeader title={title} description={t('consoleCatalog.editorDescription')} />
      {product.data?.isDeleted ? (
        <p className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('consoleCatalog.deletedNotice')}
        </p>
      ) : null}
      {failed ? (
        <ErrorPanel
          message={failed.error?.message}
          onRetry={() =>
            loads.filter((query) => query.isError).forEach((query) => void query.refetch())
          }
          retrying={loads.some((query) => query.isRefetching)}
        />
      ) : loads.some((query) => query.isPending) ? (
        <div aria-busy="true" className="max-w-4xl space-y-3">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        withLanguageTabs(
          language === 'hi' && product.data ? (
            <ProductTranslationEditor key={product.data.id} product={product.data} language="hi" />
          ) : (
            <ProductForm
              key={product.data?.id ?? 'new'}
              initialValues={
                product.data
                  ? productToValues(product.data)
                  : emptyProductValues(defaultProductFacts(companySettings))
              }
              isUpdate={!isNew}
              singleVariant={
                product.data?.variants.length === 1
                  ? variantToRow(product.data.variants[0]!)
                  : undefined
              }
              categories={categories.data ?? []}
              brands={brands.data ?? []}
              onSave={save}
            />
          ),
        )
      )}
    </section>
  );
}
