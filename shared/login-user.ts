/**
 * The login-info payload (spec 3 "User"): the fields the site reads, plus whatever else the service sends. The
 * server checks the named fields' types (server/upstreams/login-info.ts); the client store keeps it as it came.
 */
export interface LoginUser {
  alias?: string;
  firstName?: string;
  bibUser?: boolean;
  isBibUser?: boolean;
  hasServices?: boolean;
  isPending?: boolean;
  [key: string]: unknown;
}
