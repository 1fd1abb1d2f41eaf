import { createBrowserRouter, type RouteObject } from 'react-router';
import { MarketingLayout } from '@/components/layouts/marketing-layout';
import { RouteError } from '@/components/layouts/route-error';
import { paths } from '@/config/paths';

// The explicit route table (SPEC §2). Every screen is a lazy module that exports `Component`, so a public
// page never downloads the code of the admin, editor or learner areas.
export const routes: RouteObject[] = [
  {
    Component: MarketingLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('@/features/marketing/routes/home') },
      { path: paths.services.path, lazy: () => import('@/features/marketing/routes/services') },
      { path: paths.glossary.path, lazy: () => import('@/features/marketing/routes/glossary') },
      { path: paths.about.path, lazy: () => import('@/features/marketing/routes/about') },
      { path: paths.contact.path, lazy: () => import('@/features/marketing/routes/contact') },
      { path: paths.privacy.path, lazy: () => import('@/features/marketing/routes/privacy') },
      { path: paths.terms.path, lazy: () => import('@/features/marketing/routes/terms') },
      { path: paths.blog.path, lazy: () => import('@/features/blog/routes/blog-list') },
      { path: paths.blogPost.path, lazy: () => import('@/features/blog/routes/blog-post') },
      { path: '*', lazy: () => import('@/features/marketing/routes/not-found') },
    ],
  },
  { path: paths.auth.path, ErrorBoundary: RouteError, lazy: () => import('@/features/auth/routes/auth') },
];

export const router = createBrowserRouter(routes);
