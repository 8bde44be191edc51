import type { KycStatus, KycView, Statement, TdsCertificate } from '@saathi/shared';
import type { Db } from '../../../db/client';
import { getAssociateRefs, type AssociateRow } from '../../associates';
import { sumAssociateBusinessValue } from '../../business-values';
import { sumSales } from '../../orders';
import { findLatestRequest } from '../../requests';
import { getCompanySettings } from '../../settings';
import { financialYearLabel, monthRange } from './calendar';
import { getPaymentSummary } from './history';
import { findKyc, maskAccountNumber } from './kyc';
import { getPayoutSettings } from './payout-settings';
import { summariseWalletMonth, sumTdsByQuarter } from './reports';

/** Where an associate's KYC stands: approved (on file), or their latest request's state. */
export async function getKycView(db: Db, associate: AssociateRow): Promise<KycView> {
  const [record, latest] = await Promise.all([
    findKyc({ db, associateId: associate.id }),
    findLatestRequest({ db, requesterId: associate.userId, type: 'KYC' }),
  ]);
  const pendingOrRejected: KycStatus =
    latest?.status === 'PENDING'
      ? 'PENDING'
      : latest?.status === 'REJECTED'
        ? 'REJECTED'
        : 'NOT_SUBMITTED';
  return {
    status: record ? 'APPROVED' : pendingOrRejected,
    approved: record
      ? {
          pan: record.pan,
          accountHolderName: record.accountHolderName,
          accountNumberMasked: maskAccountNumber(record.accountNumber),
          ifsc: record.ifsc,
          approvedAt: record.approvedAt.toISOString(),
        }
      : null,
    latestRequest: latest ? { id: latest.id, status: latest.status, reason: latest.reason } : null,
  };
}

/** The wallet's totals with the KYC state as the associate sees it (a pending request shows). */
export async function getWalletSummary(db: Db, associate: AssociateRow) {
  const [summary, kyc] = await Promise.all([
    getPaymentSummary({ db, associateId: associate.id }),
    getKycView(db, associate),
  ]);
  return { ...summary, kycStatus: kyc.status };
}

async function describe(db: Db, associate: AssociateRow) {
  const ref = (await getAssociateRefs({ db, ids: [associate.id] })).get(associate.id);
  return { id: associate.id, name: ref?.name ?? '', referralCode: associate.referralCode };
}

/** A month's statement: purchases, BV, earnings by kind, TDS, net and what was paid out. */
export async function buildStatement(
  db: Db,
  associate: AssociateRow,
  month: string,
): Promise<Statement> {
  const { from, to } = monthRange(month);
  const [person, sales, personal, money] = await Promise.all([
    describe(db, associate),
    sumSales({ db, from, to, userId: associate.userId }),
    sumAssociateBusinessValue({ db, associateId: associate.id, from, to }),
    summariseWalletMonth({ db, associateId: associate.id, month }),
  ]);
  return {
    associate: person,
    month,
    purchases: { orders: sales.orders, amount: sales.totalPaise / 100 },
    businessValue: { personal },
    ...money,
  };
}

/** Form 16A's fields for a financial year: deductor, deductee, quarters' credits and TDS. */
export async function buildTdsCertificate(
  db: Db,
  associate: AssociateRow,
  year: number,
): Promise<TdsCertificate> {
  const [company, settings, person, kyc, quarters] = await Promise.all([
    getCompanySettings({ db }),
    getPayoutSettings({ db }),
    describe(db, associate),
    findKyc({ db, associateId: associate.id }),
    sumTdsByQuarter({ db, associateId: associate.id, year }),
  ]);
  const total = (pick: (row: (typeof quarters)[number]) => number) =>
    Math.round(quarters.reduce((sum, row) => sum + pick(row) * 100, 0)) / 100;
  return {
    deductor: {
      name: company.name,
      tan: settings.deductorTan || 'Not set',
      pan: company.registration.pan,
      address: company.office.addressLines.join(', '),
    },
    deductee: {
      name: kyc?.accountHolderName ?? person.name,
      pan: kyc?.pan ?? 'PANNOTAVBL',
      referralCode: person.referralCode,
    },
    financialYear: financialYearLabel(year),
    assessmentYear: financialYearLabel(year + 1),
    section: '194H',
    quarters,
    totalPaid: total((row) => row.amountPaid),
    totalTds: total((row) => row.tdsDeducted),
  };
}
