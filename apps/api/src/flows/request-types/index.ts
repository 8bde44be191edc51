import type { RequestType } from '@saathi/shared';
import { associateUpgrade } from './associate-upgrade';
import { identityChange } from './identity-change';
import { kyc } from './kyc';
import { payout } from './payout';
import { placementChange } from './placement-change';
import type { RequestTypeDefinition } from './request-type';
import { returnItems } from './return-items';

/** The registry: every kind of request, by its type (REQUEST_TYPES in shared). */
export const REQUEST_TYPE_REGISTRY: Record<RequestType, RequestTypeDefinition<unknown>> = {
  ASSOCIATE_UPGRADE: associateUpgrade,
  PLACEMENT_CHANGE: placementChange,
  IDENTITY_CHANGE: identityChange,
  KYC: kyc,
  PAYOUT: payout,
  RETURN: returnItems,
};

export const requestTypeOf = (type: string) =>
  Object.hasOwn(REQUEST_TYPE_REGISTRY, type)
    ? REQUEST_TYPE_REGISTRY[type as RequestType]
    : undefined;
