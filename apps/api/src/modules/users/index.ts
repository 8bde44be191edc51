/**
 * Users: the person records (names, contacts, login identifiers, roles, password hash). A leaf:
 * it knows no other module. Other modules read users through these functions; the profile with
 * the referrer is assembled by modules/profiles, sign-in and sessions live in modules/auth.
 */
export { usersPrimaryKey, type NewUser, type UserRow } from './tables';
export { toUser } from './services/user-shape';
export {
  getMessageDestinations,
  messageDestinationOf,
  type MessageDestination,
} from './services/message-destination';
export {
  findUserByDestination,
  findUserByLogin,
  findUserByUsername,
  getUserById,
  getUserViews,
  isUsernameTaken,
  type UserView,
} from './services/find-users';
export {
  clashingUserField,
  createUser,
  freeUsernameFromEmail,
  usernameTakenError,
} from './services/create-user';
export { hashNewPassword, recordCodeSignIn, setPassword } from './services/set-password';
export { updateProfile } from './services/update-profile';
export { getPreferredLanguage } from './services/get-preferred-language';
export { listChangedLanguages } from './services/list-changed-languages';
export { searchUserIds } from './services/search-users';
export { addUserRole } from './services/add-role';
export { createDemoMembers } from './demo/demo-members';
export { createDemoPerson, demoUsername } from './demo/demo-people';
export { ensureFirstAdmin, type FirstAdminResult } from './services/ensure-first-admin';
export { listUsers, listUsersInBatches } from './services/list-users';
export {
  addRole,
  changeLoginIdentifier,
  countNewCustomers,
  countNewCustomersByDay,
  findUserById,
  setStaffRoles,
  setUserActive,
} from './services/admin-writes';
export { anonymiseUser, ERASED_PERSON_NAME } from './services/anonymise-user';
