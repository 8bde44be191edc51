/**
 * Associates: the genealogy (sponsor, placement parent, ltree path), referral codes and ranks.
 * Knows users (names and photos through users' read model); registration is a flow
 * (flows/register-associate.ts) that creates the user and calls createAssociate.
 */
export { associateRoutes } from './routes';
export {
  createAssociate,
  findAssociateByCode,
  findAssociateByUserId,
  getReferralInfo,
  getRootAssociate,
  ROOT_USERNAME,
} from './service';
export {
  countNewAssociates,
  countNewAssociatesByDay,
  findUserIdsByReferralCode,
  getAssociateCard,
  getAssociateRefs,
  getReferralCodes,
} from './admin';
export { moveAssociateSubtree, PLACEMENT_MESSAGES } from './move-subtree';
