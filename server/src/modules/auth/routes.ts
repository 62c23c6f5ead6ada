import { withMessage } from '../../http/contract-routes.js';
import type { GroupHandlers } from '../../http/serve-contracts.js';
import type { AppContext } from '../context.js';
import { limitAccountAction } from './limits.js';
import { revokeSession, revokeUserSessions } from './sessions.js';
import { loadSessionUser } from './session-user.js';
import { sha256 } from './secrets.js';
import * as auth from './service.js';

export function authHandlers(context: AppContext) {
  const { db } = context;

  return {
    register: async ({ body, request }) => {
      await limitAccountAction(context, request, 'register', body.emailAddress);
      return withMessage(await auth.register(context, body), 'We have emailed you a code to verify your address.', 201);
    },
    verifyEmail: async ({ body, request }) => {
      await limitAccountAction(context, request, 'verifyEmail', body.emailAddress);
      return auth.verifyEmail(context, body.emailAddress, body.code, request.headers['user-agent']);
    },
    resendVerification: async ({ body, request }) => {
      await limitAccountAction(context, request, 'resendVerification', body.emailAddress);
      await auth.resendVerification(context, body.emailAddress);
      return withMessage(null, 'If that address is waiting to be verified, we have sent a new code.');
    },
    signIn: async ({ body, request }) => {
      await limitAccountAction(context, request, 'signIn', body.emailAddress);
      return auth.signIn(context, body, request.headers['user-agent']);
    },
    signOut: async ({ viewer }) => {
      await revokeSession(db, viewer.sessionId);
      return withMessage(null, 'You have signed out.');
    },
    signOutEverywhere: async ({ viewer }) => {
      await revokeUserSessions(db, viewer.userId);
      return withMessage(null, 'You have signed out on every device.');
    },
    forgotPassword: async ({ body, request }) => {
      await limitAccountAction(context, request, 'forgotPassword', body.emailAddress);
      await auth.forgotPassword(context, body.emailAddress);
      return withMessage(null, 'If an account uses that address, we have emailed it a link to reset the password.');
    },
    resetPassword: async ({ body, request }) => {
      // The link is the account here: its hash, never the token itself, names the counter.
      await limitAccountAction(context, request, 'resetPassword', sha256(body.token));
      await auth.resetPassword(db, body);
      return withMessage(null, 'Your password has been changed. Sign in with your new password.');
    },
    changePassword: async ({ viewer, body, request }) => {
      await limitAccountAction(context, request, 'changePassword', viewer.userId);
      return withMessage(await auth.changePassword(db, viewer.userId, body, request.headers['user-agent']), 'Your password has been changed.');
    },
    me: async ({ viewer }) => loadSessionUser(db, viewer.userId),
  } satisfies Partial<GroupHandlers<'auth'>>;
}
