import { Navigate, type RouteObject } from 'react-router';
import { paths, patterns } from '@/config/paths';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { RequireAuth } from '@/app/guards/require-auth';
import { RequirePlanFlag } from '@/app/guards/require-plan-flag';
import { RequireRole } from '@/app/guards/require-role';
import { AuthLayout } from '@/app/layouts/auth-layout';
import { MainLayout } from '@/app/layouts/main-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { StandaloneLayout } from '@/app/layouts/standalone-layout';
import { CatchPageErrors } from '@/app/pages/route-error-page';
import { accountRoutes, signedInRoutes } from './account-routes';
import { authRoutes } from './auth-routes';
import { publicRoutes } from './public-routes';
import { page } from './route-builders';
import { toolRoutes } from './tool-routes';

const HomePage = lazyWithTimeout(() => import('@/features/home/pages/home-page'));
const NotFoundPage = lazyWithTimeout(() => import('@/app/pages/not-found-page'));
const AccountLayout = lazyWithTimeout(() => import('@/app/layouts/account-layout'));
const AdminPage = lazyWithTimeout(() => import('@/features/admin/pages/admin-page'));
const LandingPage = lazyWithTimeout(() => import('@/features/launchpad/pages/landing-page'));
const BuildStartupLayout = lazyWithTimeout(() => import('@/app/layouts/build-startup-layout'));

/** The whole route map of SPEC §2. Routes compose layouts, guards and pages; no logic here. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            // Errors inside a page render within the site chrome.
            element: <CatchPageErrors />,
            children: [
              { index: true, element: <HomePage /> },
              ...publicRoutes,
              page(paths.notFound, 'Page not found', NotFoundPage),
              {
                element: <RequireAuth />,
                children: [{ element: <AccountLayout />, children: accountRoutes }, ...signedInRoutes],
              },
              { element: <RequirePlanFlag flag="tools" />, children: toolRoutes },
              // SPEC §6: staff only; not linked for anyone else.
              { element: <RequireRole role="admin" />, children: [page(paths.admin, 'Admin', AdminPage)] },
            ],
          },
        ],
      },
      { element: <AuthLayout />, children: [{ element: <CatchPageErrors />, children: authRoutes }] },
      {
        element: <StandaloneLayout />,
        children: [
          // Issue 7: the generated landing page, also shown in the build page's overlay frame; inside the
          // builder's layout for its Publish button (issue 24) and the domain search it buys through.
          {
            element: <BuildStartupLayout />,
            children: [page(patterns.buildStartupLandingPage, 'Your landing page', LandingPage)],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];
