import type { Db } from '../../../db/client';
import { listAddresses } from '../../addresses';
import { listAssociates, ROOT_USERNAME } from '../../associates';
import { findKyc, maskAccountNumber } from '../../wallet';
import { latestAcceptedVersions } from './acceptances';

const PAGE = 200;

export interface RegisterRow {
  associateId: string;
  name: string;
  address: string;
  pan: string;
  kycStatus: 'APPROVED' | 'NOT APPROVED';
  agreementVersion: string;
  joined: string;
  status: string;
}

export const REGISTER_COLUMNS = [
  { key: 'associateId', header: 'Associate ID' },
  { key: 'name', header: 'Name' },
  { key: 'address', header: 'Address' },
  { key: 'pan', header: 'PAN (masked)' },
  { key: 'kycStatus', header: 'KYC status' },
  { key: 'agreementVersion', header: 'Agreement version' },
  { key: 'joined', header: 'Joined' },
  { key: 'status', header: 'Status' },
] as const satisfies readonly { key: keyof RegisterRow; header: string }[];

/**
 * The register of direct sellers (rule 5; decision 0124), oldest page last as the console's
 * list shows it: read a page at a time, so the download streams. The address is the default
 * one (else the newest); the PAN shows its last four characters only.
 */
export async function* readDirectSellerRegister({ db }: { db: Db }): AsyncGenerator<RegisterRow> {
  for (let page = 1; ; page += 1) {
    const { items } = await listAssociates({ db, page, limit: PAGE });
    const versions = await latestAcceptedVersions({
      db,
      userIds: items.map((item) => item.userId),
    });
    for (const item of items) {
      if (item.username === ROOT_USERNAME) continue;
      const [address] = await listAddresses({ db, userId: item.userId });
      const kyc = await findKyc({ db, associateId: item.id });
      yield {
        associateId: item.referralCode,
        name: item.name,
        address: address
          ? [
              address.street_address,
              address.additional_address_line,
              address.city,
              address.state,
              address.postal_code,
            ]
              .filter(Boolean)
              .join(', ')
          : '',
        pan: kyc ? maskAccountNumber(kyc.pan) : '',
        kycStatus: kyc ? 'APPROVED' : 'NOT APPROVED',
        agreementVersion: versions.get(item.userId) ?? '',
        joined: item.joinedAt.slice(0, 10),
        status: item.status,
      };
    }
    if (items.length < PAGE) return;
  }
}
