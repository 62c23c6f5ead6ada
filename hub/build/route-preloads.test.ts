import { describe, expect, test } from 'vitest';
import { routeModules, routePreloads } from './route-preloads';

const router = `
const pages = [
  page(paths.landing(), () => import('../features/landing/landing-page'), 'public', { mode: 'home' }),
  page('/business/view/:id', () => import('./routes/business-view-page'), 'public'),
  page(s.security(), () => import('../features/settings/pages/security-page'), 'private'),
  page(paths.admin.console(), () => import('../features/admin/pages/console-page'), 'admin'),
  ...CONTENT_SLUGS.map((slug) => page(paths.content(slug), () => import('../features/content/content-page'), 'public')),
  page('*', () => import('../features/content/not-found-page'), 'public'),
];`;

describe('route preloads', () => {
  test('reads the router table: quoted paths and argument-free path builders, not the catch-all', () => {
    expect(routeModules(router, '/hub/src/app/router.tsx')).toEqual([
      { path: '/', module: '/hub/src/features/landing/landing-page' },
      { path: '/business/view/:id', module: '/hub/src/app/routes/business-view-page' },
      { path: '/user/settings/security', module: '/hub/src/features/settings/pages/security-page' },
      { path: '/admin', module: '/hub/src/features/admin/pages/console-page' },
    ]);
  });

  test("names a route's page chunk and its static imports, less what the entry already loads", () => {
    const chunks = [
      { fileName: 'assets/index.js', imports: ['assets/jsx.js'], facadeModuleId: '/hub/src/main.tsx', isEntry: true },
      { fileName: 'assets/jsx.js', imports: [], facadeModuleId: null, isEntry: false },
      { fileName: 'assets/view.js', imports: ['assets/jsx.js', 'assets/client.js'], facadeModuleId: '/hub/src/app/routes/business-view-page.tsx', isEntry: false },
      { fileName: 'assets/client.js', imports: ['assets/zod.js'], facadeModuleId: null, isEntry: false },
      { fileName: 'assets/zod.js', imports: [], facadeModuleId: null, isEntry: false },
    ];
    const routes = [
      { path: '/business/view/:id', module: '/hub/src/app/routes/business-view-page' },
      { path: '/gone', module: '/hub/src/features/gone/gone-page' },
    ];
    expect(routePreloads(routes, chunks)).toEqual([{ path: '/business/view/:id', files: ['/assets/view.js', '/assets/client.js', '/assets/zod.js'] }]);
  });
});
