import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CONTENT_SLUGS, paths } from '../config/paths';
import { RequireAuth, RequireBusiness } from './guards';
import { registerRoutedPaths } from './navigation';
import { AppShell, type RouteHandle } from './shell/app-shell';
import { RouteError } from './shell/route-error';

type PageModule = { default: ComponentType };
type Access = 'public' | 'private' | 'business';

/** One lazily loaded page: each area of the hub is its own chunk. */
function page(path: string, load: () => Promise<PageModule>, access: Access, handle?: RouteHandle): RouteObject {
  return {
    path,
    handle,
    lazy: async () => {
      const { default: Page } = await load();
      const Component =
        access === 'public'
          ? Page
          : access === 'private'
            ? () => (
                <RequireAuth>
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
  page('/business/view/:id', () => import('../features/business/pages/business-view-page'), 'public'),
  page(paths.ownBusiness(), () => import('../features/business/pages/own-business-page'), 'business'),
  page(paths.registerBusiness(), () => import('../features/business/pages/register-business-page'), 'private'),
  page(s.contactDetails(), () => import('../features/settings/pages/contact-details-page'), 'private'),
  page(s.security(), () => import('../features/settings/pages/security-page'), 'private'),
  page(s.localArea(), () => import('../features/settings/pages/local-area-page'), 'private'),
  page(s.notifications(), () => import('../features/settings/pages/notification-settings-page'), 'private'),
  page(s.businessArea(), () => import('../features/settings/pages/business-details-page'), 'business'),
  ...CONTENT_SLUGS.map((slug) => page(paths.content(slug), () => import('../features/content/content-page'), 'public')),
  page('/blog/:slug', () => import('../features/content/content-page'), 'public'),
  page('*', () => import('../features/content/not-found-page'), 'public'),
];

registerRoutedPaths(pages.map((p) => p.path ?? '').filter((p) => !p.includes(':') && p !== '*'));

export const router = createBrowserRouter([{ element: <AppShell />, errorElement: <RouteError />, children: pages }]);
