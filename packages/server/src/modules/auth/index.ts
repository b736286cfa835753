// What other modules use of auth: they enter it only here (.dependency-cruiser.cjs).
export { assertUncommonPassword, hashPassword, isCommonPassword } from './password.js';
export {
  createSessionCache,
  effectivePermissions,
  endSessionsOfUser,
  loadSession,
} from './service.js';
