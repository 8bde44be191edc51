import { REQUEST_STATUS_LABELS, REQUEST_TYPE_INFO, type RequestType } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { listRequests } from './requests';

const RECENT = 20;

/** The requests section of a user's page in the console (modules/user-directory). */
export async function requestsUserSection({ db, userId }: { db: Db; userId: number }) {
  const { items, total } = await listRequests({
    db,
    filter: { requesterId: userId },
    page: 1,
    limit: RECENT,
  });
  return {
    key: 'requests',
    title: 'Requests',
    columns: [
      { key: 'id', label: 'No.' },
      { key: 'type', label: 'Kind' },
      { key: 'status', label: 'Status' },
      { key: 'createdAt', label: 'Asked' },
      { key: 'details', label: 'Details' },
    ],
    rows: items.map((item) => ({
      id: String(item.id),
      type: REQUEST_TYPE_INFO[item.type as RequestType]?.label ?? item.type,
      status: REQUEST_STATUS_LABELS[item.status],
      createdAt: item.createdAt,
      details: item.details.map((detail) => `${detail.label}: ${detail.value}`).join('; '),
    })),
    href: null,
    summary: [{ label: 'Requests in all', value: String(total) }],
  };
}
