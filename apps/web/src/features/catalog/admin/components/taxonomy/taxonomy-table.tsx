import { AdminTable, tdClass } from '../../../../../components/admin/admin-table';
import { RowActions } from '../../../../../components/admin/row-actions';
import { Badge } from '../../../../../components/ui/badge';
import type { TaxonomyItem } from '../../../api/admin-taxonomy';
import { useConsoleCatalogT } from '../../catalog-messages';
import type { TaxonomyAdminConfig } from './taxonomy-config';

interface TaxonomyTableProps<T extends TaxonomyItem> {
  config: TaxonomyAdminConfig<T>;
  items: readonly T[];
  /** The item being restored. */
  restoringId: number | null;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  onRestore: (item: T) => void;
}

/** Categories or brands, one row each: picture, name, the kind's columns, status, actions. */
export function TaxonomyTable<T extends TaxonomyItem>({
  config,
  items,
  restoringId,
  onEdit,
  onDelete,
  onRestore,
}: TaxonomyTableProps<T>) {
  const t = useConsoleCatalogT();
  const columns = [
    config.texts.imageColumn,
    'consoleCatalog.name',
    ...config.extraColumns.map((column) => column.header),
    'consoleCatalog.status',
    'consoleCatalog.actions',
  ] as const;
  return (
    <AdminTable columns={columns.map((key) => t(key))} testId={config.tableTestId} minWidth="48rem">
      {items.map((item) => {
        const image = config.imageOf(item);
        return (
          <tr
            key={item.id}
            data-testid={config.rowTestId}
            className={item.isDeleted ? 'bg-neutral-50 text-neutral-600' : 'hover:bg-neutral-50'}
          >
            <td className={tdClass}>
              {image ? (
                <img
                  src={image}
                  alt={t(config.texts.imageAlt, { name: item.name })}
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 rounded-lg border border-neutral-200 bg-white object-contain"
                />
              ) : (
                <span className="flex size-12 items-center justify-center rounded-lg bg-neutral-100 text-center text-[0.65rem] leading-tight text-neutral-600">
                  {t('consoleCatalog.noImage')}
                </span>
              )}
            </td>
            <td className={`${tdClass} max-w-72`}>
              <p className="font-semibold break-words">{item.name}</p>
              {item.description ? (
                <p className="line-clamp-2 text-xs break-words text-neutral-600">
                  {item.description}
                </p>
              ) : null}
            </td>
            {config.extraColumns.map((column) => (
              <td key={column.header} className={`${tdClass} max-w-64 break-words`}>
                {column.cell(item)}
              </td>
            ))}
            <td className={tdClass}>
              {item.isDeleted ? (
                <Badge tone="danger">{t('consoleCatalog.deletedBadge')}</Badge>
              ) : (
                <Badge tone="success">{t('consoleCatalog.active')}</Badge>
              )}
            </td>
            <td className={`${tdClass} whitespace-nowrap`}>
              <RowActions
                name={item.name}
                edit={() => onEdit(item)}
                onDelete={() => onDelete(item)}
                restore={{
                  deleted: item.isDeleted,
                  busy: restoringId === item.id,
                  onRestore: () => onRestore(item),
                }}
              />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
