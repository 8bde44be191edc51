import { requestPayloadSchemas, WALLET_MESSAGES } from '@saathi/shared';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../modules/audit';
import {
  assertOwnKycDocuments,
  assertPanFree,
  getOwnAssociate,
  maskAccountNumber,
  saveKyc,
} from '../../modules/wallet';
import { defineRequestType } from './request-type';

/**
 * An associate sends their PAN, bank account and two document images they uploaded (private:
 * only they and KYC deciders open them) for approval; approved, they become the associate's KYC
 * record (payouts need it; the PAN sets the TDS rate).
 */
export const kyc = defineRequestType({
  schema: requestPayloadSchemas.KYC,
  async prepare({ db, requester, payload }) {
    const associate = await getOwnAssociate(db, requester.id);
    await assertPanFree({ db, pan: payload.pan, associateId: associate.id });
    await assertOwnKycDocuments({ db, userId: requester.id, payload });
    return {
      pendingKey: `KYC:associate:${associate.id}`,
      details: [
        { label: 'PAN', value: payload.pan },
        { label: 'Account holder', value: payload.accountHolderName },
        { label: 'Account number', value: payload.accountNumber },
        { label: 'IFSC', value: payload.ifsc },
        { label: 'Identity document', value: payload.identityDocument },
        { label: 'Address document', value: payload.addressDocument },
      ],
    };
  },
  async apply({ db, request, requester, payload, actorUserId }) {
    const associate = await getOwnAssociate(db, requester.id).catch(() => {
      throw new AppError('CONFLICT', WALLET_MESSAGES.notAssociate);
    });
    await saveKyc({
      db,
      associateId: associate.id,
      payload,
      requestId: request.id,
      approvedBy: actorUserId,
    });
    await recordAudit({
      db,
      actorUserId,
      entity: 'kyc',
      entityId: associate.id,
      action: 'update',
      after: {
        pan: payload.pan,
        accountNumber: maskAccountNumber(payload.accountNumber),
        ifsc: payload.ifsc,
      },
    });
    return { revocations: [] };
  },
});
