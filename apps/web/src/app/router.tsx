import { createBrowserRouter, type RouteObject } from 'react-router';
import { MarketingLayout } from '@/components/layouts/marketing-layout';
import { RouteError } from '@/components/layouts/route-error';
import { paths } from '@/config/paths';

// The explicit route table (SPEC §2). Every screen is a lazy module that exports `Component`, so a public
// page never downloads the code of the admin, editor or learner areas. Screens that read or write data
// sit under `data-root` (TanStack Query's provider), loaded in parallel with the screen itself; the static
// marketing pages never download it.
const dataRoot = () => import('./data-root');

export const routes: RouteObject[] = [
  {
    Component: MarketingLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('@/features/marketing/routes/home') },
      { path: paths.services.path, lazy: () => import('@/features/marketing/routes/services') },
      { path: paths.glossary.path, lazy: () => import('@/features/marketing/routes/glossary') },
      { path: paths.about.path, lazy: () => import('@/features/marketing/routes/about') },
      { path: paths.privacy.path, lazy: () => import('@/features/marketing/routes/privacy') },
      { path: paths.terms.path, lazy: () => import('@/features/marketing/routes/terms') },
      {
        lazy: dataRoot,
        children: [
          { path: paths.contact.path, lazy: () => import('@/features/marketing/routes/contact') },
          { path: paths.blog.path, lazy: () => import('@/features/blog/routes/blog-list') },
          { path: paths.blogPost.path, lazy: () => import('@/features/blog/routes/blog-post') },
          { path: paths.education.path, lazy: () => import('@/features/education/routes/education-home') },
        ],
      },
      { path: '*', lazy: () => import('@/features/marketing/routes/not-found') },
    ],
  },
  {
    lazy: dataRoot,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.auth.path, lazy: () => import('@/features/auth/routes/auth') },
      {
        path: paths.admin.path,
        lazy: () => import('@/features/admin-shell/routes/layout'),
        children: [
          { index: true, lazy: () => import('@/features/admin-shell/routes/dashboard') },
          { path: 'analytics', lazy: () => import('@/features/admin-shell/routes/analytics') },
          { path: '*', lazy: () => import('@/features/admin-shell/routes/not-yet') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
