import { authContracts } from '@tradeshub/sdk';
import { registerRoute, withMessage, type RouteOptions } from '../../http/contract-routes.js';
import type { AppModule } from '../index.js';
import { revokeSession, revokeUserSessions } from './sessions.js';
import { loadSessionUser } from './session-user.js';
import * as auth from './service.js';

/** Guessing and sign-up floods are slowed per client address. */
function limit(context: Parameters<AppModule>[1], max: number, message: string): RouteOptions {
  return context.config.rateLimitEnabled ? { rateLimit: { max, timeWindow: '15 minutes', message } } : {};
}

export const authModule: AppModule = (app, context) => {
  const { db } = context;

  registerRoute(
    app,
    authContracts.register,
    async ({ body }) =>
      withMessage(await auth.register(context, body), 'We have emailed you a code to verify your address.', 201),
    limit(context, 10, 'Too many sign-ups from this address. Please wait 15 minutes and try again.'),
  );
  registerRoute(
    app,
    authContracts.verifyEmail,
    async ({ body, request }) => auth.verifyEmail(context, body.emailAddress, body.code, request.headers['user-agent']),
    limit(context, 20, 'Too many attempts. Please wait 15 minutes and try again.'),
  );
  registerRoute(
    app,
    authContracts.resendVerification,
    async ({ body }) => {
      await auth.resendVerification(context, body.emailAddress);
      return withMessage(null, 'If that address is waiting to be verified, we have sent a new code.');
    },
    limit(context, 5, 'Too many codes requested. Please wait 15 minutes and try again.'),
  );
  registerRoute(
    app,
    authContracts.signIn,
    async ({ body, request }) => auth.signIn(context, body, request.headers['user-agent']),
    limit(context, 10, 'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.'),
  );
  registerRoute(app, authContracts.signOut, async ({ viewer }) => {
    await revokeSession(db, viewer.sessionId);
    return withMessage(null, 'You have signed out.');
  });
  registerRoute(app, authContracts.signOutEverywhere, async ({ viewer }) => {
    await revokeUserSessions(db, viewer.userId);
    return withMessage(null, 'You have signed out on every device.');
  });
  registerRoute(
    app,
    authContracts.forgotPassword,
    async ({ body }) => {
      await auth.forgotPassword(context, body.emailAddress);
      return withMessage(null, 'If an account uses that address, we have emailed it a link to reset the password.');
    },
    limit(context, 5, 'Too many reset requests. Please wait 15 minutes and try again.'),
  );
  registerRoute(
    app,
    authContracts.resetPassword,
    async ({ body }) => {
      await auth.resetPassword(db, body);
      return withMessage(null, 'Your password has been changed. Sign in with your new password.');
    },
    limit(context, 10, 'Too many attempts. Please wait 15 minutes and try again.'),
  );
  registerRoute(app, authContracts.changePassword, async ({ viewer, body, request }) =>
    withMessage(await auth.changePassword(db, viewer.userId, body, request.headers['user-agent']), 'Your password has been changed.'),
  );
  registerRoute(app, authContracts.me, async ({ viewer }) => loadSessionUser(db, viewer.userId));
};
