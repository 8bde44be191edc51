import {
  formatRupees,
  requestPayloadSchemas,
  rupeesToPaise,
  WALLET_MESSAGES,
} from '@saathi/shared';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../modules/audit';
import {
  approvePayout,
  checkPayoutAmount,
  findKyc,
  getOwnAssociate,
  getPayoutRules,
  holdPayout,
  lockPayoutOfRequest,
  maskAccountNumber,
  releasePayout,
} from '../../modules/wallet';
import { defineRequestType } from './request-type';

/**
 * An associate withdraws from their wallet to their KYC bank account. The amount is held when
 * asked (so racing requests never overdraw), let go when rejected or withdrawn; approval needs
 * approved KYC and either records the transfer's UTR or leaves it to RazorpayX (the payout job).
 */
export const payout = defineRequestType({
  schema: requestPayloadSchemas.PAYOUT,
  async prepare({ db, requester, payload }) {
    const associate = await getOwnAssociate(db, requester.id);
    const kyc = await findKyc({ db, associateId: associate.id });
    if (!kyc) throw new AppError('VALIDATION_FAILED', WALLET_MESSAGES.kycRequiredToAsk);
    const rules = await getPayoutRules({ db });
    await checkPayoutAmount({
      db,
      associateId: associate.id,
      amountPaise: rupeesToPaise(payload.amount),
      minimumPaise: rules.minimumPayoutPaise,
    });
    return {
      // Several withdrawals may be open at once: each holds its own amount.
      pendingKey: null,
      details: [
        { label: 'Amount', value: formatRupees(payload.amount) },
        { label: 'To account', value: `${maskAccountNumber(kyc.accountNumber)} (${kyc.ifsc})` },
        { label: 'Account holder', value: kyc.accountHolderName },
      ],
    };
  },
  async submitted({ db, request, payload }) {
    const associate = await getOwnAssociate(db, request.requesterId);
    await holdPayout({
      db,
      associateId: associate.id,
      amountPaise: rupeesToPaise(payload.amount),
      requestId: request.id,
    });
  },
  async apply({ db, request, actorUserId, decision }) {
    const held = await lockPayoutOfRequest({ db, requestId: request.id });
    if (!(await findKyc({ db, associateId: held.associateId }))) {
      throw new AppError('VALIDATION_FAILED', WALLET_MESSAGES.kycRequired);
    }
    const approved = await approvePayout({ db, payout: held, utr: decision.utr });
    await recordAudit({
      db,
      actorUserId,
      entity: 'payout',
      entityId: approved.id,
      action: 'update',
      before: { status: held.status },
      after: { status: approved.status, utr: approved.utr },
    });
    return { revocations: [] };
  },
  async closed({ db, request }) {
    const held = await lockPayoutOfRequest({ db, requestId: request.id });
    await releasePayout({
      db,
      payout: held,
      status: request.status === 'CANCELLED' ? 'CANCELLED' : 'REJECTED',
      reason: request.reason,
    });
  },
});
