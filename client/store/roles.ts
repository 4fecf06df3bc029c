import type { LoginUser } from '../../shared/login-user.ts';
import type { UserState } from './app-store.ts';

// Spec 6 roles, derived from the user slice. Before /api/login-info answers every check is false.

/** A signed-in user with a first name and alias sees an initial and an account menu. */
export function isSignedIn(u: UserState): u is UserState & { data: LoginUser } {
  return u.data !== null && Object.keys(u.data).length > 0;
}

export function isBibUser(u: UserState): boolean {
  return isSignedIn(u) && u.isBibUser;
}

export function isBibUserWithServices(u: UserState): boolean {
  return isBibUser(u) && u.data?.hasServices === true;
}

/** Spec 6: a non-empty user who is neither pending nor business-creation. */
export function isLegacyUser(u: UserState): boolean {
  return isSignedIn(u) && !u.isBibUser && u.data?.isPending !== true;
}

/** Spec 6: a pending account does not see the local listings pricing tables. */
export function isPendingUser(u: UserState): boolean {
  return isSignedIn(u) && u.data?.isPending === true;
}
