/**
 * Associates: the genealogy (sponsor, placement parent, ltree path, kept counters), referral codes,
 * ranks and the network reads. Knows users (names and photos through users' read model) and
 * audit. Registration and making a customer an associate are flows that create or change the
 * user and call createAssociate; a move is a flow (moveSubtree plus a BV adjustment).
 */
export { associatesPrimaryKey, ltree, type AssociateRow } from './tables';
export {
  displayName,
  findActiveAssociate,
  findAssociateByCode,
  findAssociateByUserId,
  getReferralInfo,
  getRootAssociate,
  ROOT_USERNAME,
} from './services/find-associates';
export { createAssociate } from './services/place-associate';
export { moveSubtree } from './services/move-subtree';
export { genealogyAt } from './services/placement-history';
export { snapshotLevelCounts } from './services/level-snapshots';
export { addConfirmedBusinessValue } from './services/confirmed-bv';
export { lockGenealogy } from './services/genealogy-lock';
export { toNetworkNode } from './services/node-cards';
export { forgetCustomerReferral, listAssociates } from './services/admin-associates';
export {
  findCustomerSponsor,
  findPurchaseBeneficiary,
  type PurchaseBeneficiary,
  recordCustomerReferral,
  recordCustomerSponsor,
} from './services/referrals';
export {
  tellSponsorOfNewMember,
  tellSponsorsOfRanks,
  type RankRise,
} from './services/sponsor-notices';
export { getAssociateRow, getVisibleAssociate, type Viewer } from './services/visibility';
export { viewerOf } from './services/viewer';
export { listDownlineIds } from './services/list-downline';
export {
  growDemoNetwork,
  rebuildTreeCounters,
  setDemoConfirmedBusinessValue,
} from './demo/large-network';
export {
  countNewAssociates,
  countNewAssociatesByDay,
  findUserIdsByReferralCode,
  getAssociateCard,
  getAssociateRefs,
  getReferralCodes,
} from './services/associate-refs';
