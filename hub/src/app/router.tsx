import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CONTENT_SLUGS, paths } from '../config/paths';
import { RequireAdmin, RequireAuth, RequireBusiness } from './guards';
import { registerRoutedPaths } from '../config/navigation';
import { AppShell, type RouteHandle } from './shell/app-shell';
import { RouteError } from './shell/route-error';
import { nextTask } from '../lib/next-task';

type PageModule = {
  default: ComponentType;
  /** Starts what the page's first render asks for, as soon as its code is in (while the session is being checked). */
  startFirstReads?: () => void;
  /**
   * A private page that draws on the stored token alone: its frame paints while the profile
   * is still loading, and the parts that need the profile wait for it in `AfterProfile`.
   */
  drawsBeforeProfile?: true;
};
type Access = 'public' | 'private' | 'business' | 'admin';

// Until the first page's code is in, its place is empty (a prerendered page is not rendered
// over until then: main.tsx waits). Saying so also spares the router a warning it builds,
// throws and catches on every first load.
const nothingYet = () => null;

/**
 * One lazily loaded page: each area of the hub is its own chunk. On a first load drawn by
 * script, the shell draws around an empty page while the page's code comes in (its
 * `HydrateFallback`), and the page draws in a task after the one that ran its code: three
 * shorter holds on a phone's main thread instead of one (docs/decisions/0080).
 */
function page(path: string, load: () => Promise<PageModule>, access: Access, handle?: RouteHandle): RouteObject {
  return {
    path,
    handle,
    HydrateFallback: nothingYet,
    lazy: async () => {
      const { default: Page, startFirstReads, drawsBeforeProfile } = await load();
      startFirstReads?.();
      await nextTask();
      if (access === 'admin') {
        const { default: NotFound } = await import('../features/content/not-found-page');
        return {
          Component: () => (
            <RequireAuth>
              <RequireAdmin fallback={<NotFound />}>
                <Page />
              </RequireAdmin>
            </RequireAuth>
          ),
        };
      }
      const Component =
        access === 'public'
          ? Page
          : access === 'private'
            ? () => (
                <RequireAuth waitForProfile={!drawsBeforeProfile}>
                  <Page />
                </RequireAuth>
              )
            : () => (
                <RequireAuth>
                  <RequireBusiness>
                    <Page />
                  </RequireBusiness>
                </RequireAuth>
              );
      return { Component };
    },
  };
}

const auth = { mode: 'register' } as const;
const s = paths.settings;

const pages: RouteObject[] = [
  page(paths.landing(), () => import('../features/landing/landing-page'), 'public', { mode: 'home' }),
  page('/auth/signin', () => import('../features/auth/pages/sign-in-page'), 'public', auth),
  page('/auth/register', () => import('../features/auth/pages/register-page'), 'public', auth),
  page('/auth/verify', () => import('../features/auth/pages/verify-page'), 'public', auth),
  page(paths.forgotPassword(), () => import('../features/auth/pages/forgot-password-page'), 'public', auth),
  page(paths.resetPassword(), () => import('../features/auth/pages/reset-password-page'), 'public', auth),
  page('/findabussiness', () => import('../features/find/find-page'), 'public'),
  page(paths.map(), () => import('../features/find/map-page'), 'public'),
  page(paths.random(), () => import('../features/find/random-page'), 'public'),
  page(paths.trade(), () => import('../features/landing/trade-page'), 'public'),
  page('/business/view/:id', () => import('./routes/business-view-page'), 'public'),
  page(paths.ownBusiness(), () => import('../features/business/pages/own-business-page'), 'business'),
  page(paths.registerBusiness(), () => import('../features/business/pages/register-business-page'), 'private'),
  page(s.contactDetails(), () => import('../features/settings/pages/contact-details-page'), 'private'),
  page(s.security(), () => import('../features/settings/pages/security-page'), 'private'),
  page(s.localArea(), () => import('../features/settings/pages/local-area-page'), 'private'),
  page(s.notifications(), () => import('../features/settings/pages/notification-settings-page'), 'private'),
  page(s.businessArea(), () => import('../features/settings/pages/business-details-page'), 'business'),
  page(s.payments(), () => import('./routes/payments-settings-page'), 'business'),
  page(paths.home(), () => import('../features/community/pages/home-page'), 'private'),
  page('/home/post/:id', () => import('../features/community/pages/post-page'), 'private'),
  page('/home/recommend', () => import('../features/recommendations/pages/recommend-page'), 'public'),
  page('/home/review', () => import('../features/reviews/pages/review-page'), 'public'),
  page(paths.websiteWidgets(), () => import('../features/widgets/pages/website-widgets-page'), 'business'),
  page('/business/referral', () => import('../features/referral/pages/business-referral-page'), 'public'),
  page('/join', () => import('../features/referral/pages/join-page'), 'public'),
  page('/business/trusted-connections/:id', () => import('../features/connections/pages/trusted-connections-page'), 'public'),
  page(paths.referral(), () => import('../features/referral/pages/referral-page'), 'private'),
  page(paths.recommendations(), () => import('../features/recommendations/pages/recommendations-page'), 'private'),
  page(paths.yourTradespeople(), () => import('../features/your-tradespeople/pages/your-tradespeople-page'), 'private'),
  page(paths.notifications(), () => import('../features/notifications/pages/notifications-page'), 'private'),
  page('/notifications/:id', () => import('../features/notifications/pages/notification-page'), 'private'),
  page(paths.messages(), () => import('../features/messages/pages/messages-page'), 'private'),
  page('/messages/:conversationId', () => import('../features/messages/pages/messages-page'), 'private'),
  page(paths.manageWork(), () => import('../features/work/pages/manage-work-page'), 'private'),
  page('/managework/new', () => import('../features/work/pages/quote-builder-page'), 'business'),
  page(paths.assessments(), () => import('../features/work/pages/assessments-page'), 'private'),
  page('/managework/assessments/:id', () => import('../features/work/pages/assessment-page'), 'private'),
  page('/managework/:id', () => import('../features/work/pages/work-page'), 'private'),
  page('/managework/:id/edit', () => import('../features/work/pages/quote-builder-page'), 'business'),
  page('/managework/:id/quote', () => import('../features/work/pages/printable-quote-page'), 'private'),
  page(paths.connections(), () => import('../features/connections/pages/connections-page'), 'private'),
  page(paths.checkoutCallback(), () => import('../features/payments/pages/checkout-callback-page'), 'public'),
  page(paths.kycCallback(), () => import('../features/payments/pages/kyc-callback-page'), 'public'),
  page(paths.accounts(), () => import('../features/payments/pages/accounts-page'), 'business'),
  page(paths.receipts(), () => import('../features/payments/pages/receipts-page'), 'private'),
  page('/receipts/:id', () => import('../features/payments/pages/receipt-page'), 'private'),
  page('/accounts/fee-invoices/:id', () => import('../features/payments/pages/fee-invoice-page'), 'business'),
  page(paths.admin.console(), () => import('../features/admin/pages/console-page'), 'admin'),
  page(paths.admin.moderation(), () => import('../features/admin/pages/moderation-page'), 'admin'),
  { path: paths.admin.oldDisputes(), element: <Navigate to={paths.admin.moderation()} replace /> },
  page(paths.admin.support(), () => import('../features/admin/pages/support-page'), 'admin'),
  page(paths.admin.users(), () => import('../features/admin/pages/users-page'), 'admin'),
  page('/admin/users/:id', () => import('../features/admin/pages/user-page'), 'admin'),
  page(paths.admin.audit(), () => import('../features/admin/pages/audit-page'), 'admin'),
  page(paths.admin.content(), () => import('../features/admin/pages/content-list-page'), 'admin'),
  page('/admin/content/:slug', () => import('../features/admin/pages/content-edit-page'), 'admin'),
  page(paths.admin.config(), () => import('../features/admin/pages/config-page'), 'admin'),
  page(paths.admin.outbox(), () => import('../features/admin/pages/outbox-page'), 'admin'),
  page(paths.admin.payments(), () => import('../features/admin/pages/payments-page'), 'admin'),
  ...CONTENT_SLUGS.map((slug) => page(paths.content(slug), () => import('../features/content/content-page'), 'public')),
  page('/blog/:slug', () => import('../features/content/content-page'), 'public'),
  page('/how-it-works/:guide', () => import('../features/content/content-page'), 'public'),
  page('*', () => import('../features/content/not-found-page'), 'public'),
];

registerRoutedPaths(pages.map((p) => p.path ?? '').filter((p) => !p.includes(':') && p !== '*'));

/**
 * The hub's router, started on the page's address. Building it ranks and matches every route
 * (about half of the first task's time on `/`), so main.tsx calls this in a task after the one
 * that ran the hub's code (docs/decisions/0078).
 */
export const createRouter = () => createBrowserRouter([{ element: <AppShell />, errorElement: <RouteError />, HydrateFallback: nothingYet, children: pages }]);

export type Router = ReturnType<typeof createRouter>;
