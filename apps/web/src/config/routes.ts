// The route manifest: every screen of the app, once. The router (app/router.tsx), the admin sidebar, the
// breadcrumbs, the role guard and — through the `routes.json` the build emits (build/emit-routes.ts) — the
// server's preloading and 404 statuses all read this list; none of them keeps a copy of its own.
//
// Adding a screen = one entry here + its route module (a file exporting `Component`). This module stays
// plain data (no React, no imports but ./paths.ts, ./firm.ts and the shared package's pure role rules) because
// vite.config.ts loads it in Node at build time.
import { isAdmin, isStaff, type UserRole } from '@advisory/site/roles';
import { firm } from './firm.ts';
import { paths } from './paths.ts';

/** Who may open a route (DESIGN.md §3). `staff` = editor or admin (`has_admin_access()`). */
export type RouteRole = 'public' | 'signed-in' | 'staff' | 'admin';
/** Which shell renders it: the marketing layout, the bare sign-in screen, the learner or the admin area. */
export type RouteArea = 'marketing' | 'auth' | 'learner' | 'admin';
/** Icons the admin sidebar knows (mapped to lucide icons in features/admin-shell). */
export type NavIcon =
  | 'dashboard'
  | 'posts'
  | 'media'
  | 'education'
  | 'analytics'
  | 'redirects'
  | 'settings'
  | 'requests'
  | 'users'
  | 'archive'
  | 'certificates';

export interface AppRoute {
  /** Absolute route pattern, React Router's syntax (`/admin/posts/:id`, `*` for the not-found page; lib/router). */
  path: string;
  /** The lazy route module, relative to apps/web (the key Vite's build manifest uses). */
  module: `src/${string}.tsx`;
  area: RouteArea;
  role: RouteRole;
  /**
   * Reads data through TanStack Query: rendered under app/data-root, preloaded with it. A screen that only
   * writes (the contact form, sign-in) runs its calls with plain state (lib/use-action) and leaves it out.
   */
  data?: boolean;
  /**
   * Rendered on the server (apps/web/src/entry-server.tsx) and hydrated: the public pages a visitor or a
   * crawler lands on. The signed-in areas, sign-in and certificate checks stay rendered in the browser.
   */
  ssr?: boolean;
  /**
   * The query parameters an `ssr` page reads (the glossary's `q`): the server renders the page with them,
   * so a form sent before the app runs, or without JavaScript, gets the page it asked for.
   */
  search?: readonly string[];
  /** Admin sidebar entry; `end` = active only on an exact match (SPEC §2: Dashboard). */
  nav?: { label: string; icon: NavIcon; end?: boolean };
  /** Breadcrumb label (SPEC §2 "known labels"); without one the path segment shows as it is. */
  crumb?: string;
  /**
   * A public page's head: the page renders it (features/marketing's RoutePageMeta) and the server writes
   * the same tags into the page's raw HTML (build/emit-routes.ts → apps/server/src/web/public-heads.ts).
   */
  meta?: RouteMeta;
}

/** Structured data the server adds to a page's head (apps/server/src/web/public-heads.ts). */
export type RouteSchema = 'organization' | 'glossary' | 'glossary-term';

export interface RouteMeta {
  /** The page's own title; " | {site name}" is appended, as PageMeta does. */
  title: string;
  description: string;
  /** Kept out of search results (sign-in, not-found). */
  noindex?: boolean;
  schema?: RouteSchema;
}

const marketing = (name: string) => `src/features/marketing/routes/${name}.tsx` as const;
const admin = (name: string) => `src/features/admin-shell/routes/${name}.tsx` as const;
/** Screens a later helper builds: they render "not available yet" until their module is swapped in. */
const NOT_YET = admin('not-yet');

export const appRoutes: readonly AppRoute[] = [
  {
    path: paths.home.path,
    module: marketing('home'),
    area: 'marketing',
    ssr: true,
    role: 'public',
    meta: {
      title: 'Bitcoin for Business',
      description:
        'Bitcoin treasury strategy, secure custody and financial reporting for business leaders, CFOs and real estate investors.',
      schema: 'organization',
    },
  },
  {
    path: paths.services.path,
    module: marketing('services'),
    area: 'marketing',
    ssr: true,
    role: 'public',
    meta: {
      title: 'Services',
      description:
        'Bitcoin investment strategy, custody and security, financial reporting and technical advisory for businesses.',
    },
  },
  {
    path: paths.glossary.path,
    module: marketing('glossary'),
    area: 'marketing',
    ssr: true,
    search: ['q'],
    role: 'public',
    meta: {
      title: 'Bitcoin Glossary',
      description:
        'Plain-English definitions of Bitcoin terms for business leaders: custody, mining, investment strategy and more.',
      schema: 'glossary',
    },
  },
  {
    // One page per glossary term; its title and description come from the term (marketing/lib/glossary-term).
    path: paths.glossaryTerm.path,
    module: marketing('glossary-term'),
    area: 'marketing',
    ssr: true,
    role: 'public',
    meta: { title: 'Bitcoin Glossary', description: 'A Bitcoin term, defined.', schema: 'glossary-term' },
  },
  {
    path: paths.about.path,
    module: marketing('about'),
    area: 'marketing',
    ssr: true,
    role: 'public',
    meta: {
      title: 'About Us',
      description:
        'Finance professionals and security engineers helping companies and investors hold Bitcoin with discipline.',
      schema: 'organization',
    },
  },
  {
    path: paths.privacy.path,
    module: marketing('privacy'),
    area: 'marketing',
    ssr: true,
    role: 'public',
    meta: {
      title: 'Privacy Policy',
      description:
        'How we collect, use and protect personal information when you visit our website or contact us.',
    },
  },
  {
    path: paths.terms.path,
    module: marketing('terms'),
    area: 'marketing',
    ssr: true,
    role: 'public',
    meta: {
      title: 'Terms of Service',
      description: 'The terms that apply when you use our website, blog and education courses.',
    },
  },
  {
    path: paths.contact.path,
    module: marketing('contact'),
    area: 'marketing',
    ssr: true,
    role: 'public',
    meta: {
      title: 'Contact Us',
      description: `Request a consultation with our Bitcoin advisors. We reply within 24 hours, ${firm.officeHours}.`,
    },
  },
  {
    // The confirmation a consultation request posted without JavaScript is answered with (a 303 here): the
    // same thank-you as the form shows once sent through the app. Nothing of the request is in its URL.
    path: paths.contactSent.path,
    module: marketing('contact-sent'),
    area: 'marketing',
    ssr: true,
    role: 'public',
    meta: {
      title: 'Request Received',
      description:
        'Your consultation request has been received. One of our advisors will reply within 24 hours.',
      noindex: true,
    },
  },
  {
    path: paths.blog.path,
    module: 'src/features/blog/routes/blog-list.tsx',
    area: 'marketing',
    ssr: true,
    role: 'public',
    // The blog reads through lib/public-reads (provided by the public layout), not TanStack Query (ADR 0019).
    meta: {
      title: 'Bitcoin & Crypto Insights',
      description:
        'Expert analysis, guides and news on Bitcoin and cryptocurrency for businesses and investors.',
    },
  },
  {
    path: paths.blogPost.path,
    module: 'src/features/blog/routes/blog-post.tsx',
    area: 'marketing',
    ssr: true,
    role: 'public',
  },
  {
    // A post of any status in the public layout (issue 24): signed-in users only (the module's RequireAuth);
    // RLS decides which posts each may read. Never rendered on the server; the server sends it noindex.
    path: paths.postPreview.path,
    module: 'src/app/routes/post-preview.tsx',
    area: 'marketing',
    role: 'signed-in',
    data: true,
  },
  {
    path: paths.auth.path,
    module: 'src/features/auth/routes/auth.tsx',
    area: 'auth',
    role: 'public',
    meta: { title: 'Sign In', description: 'Sign in to the content management system.', noindex: true },
  },
  {
    // The e-mailed recovery link's landing page (issue 25): sets a new password with the link's session.
    path: paths.authResetPassword.path,
    module: 'src/features/auth/routes/reset-password.tsx',
    area: 'auth',
    role: 'public',
    meta: { title: 'Reset Password', description: 'Choose a new password for your account.', noindex: true },
  },
  {
    path: paths.education.path,
    module: 'src/features/education/routes/education-home.tsx',
    area: 'learner',
    role: 'signed-in',
    data: true,
  },
  {
    path: paths.educationCategory.path,
    module: 'src/app/routes/course-page.tsx',
    area: 'learner',
    role: 'signed-in',
    data: true,
  },
  {
    path: paths.educationModule.path,
    module: 'src/features/education/routes/module-player.tsx',
    area: 'learner',
    role: 'signed-in',
    data: true,
  },
  {
    // Public: anyone holding a certificate's code (or its QR code) may check it (DESIGN.md §3).
    path: paths.certificate.path,
    module: 'src/features/certificates/routes/verify-certificate.tsx',
    area: 'marketing',
    role: 'public',
    data: true,
  },

  // The admin area (SPEC §2 admin layout; roles from DESIGN.md §3 "Admin routes"). Sidebar order = this order
  // (SPEC's six entries, then the staff inbox and the admins' user list).
  {
    path: paths.admin.path,
    // Composes the admin shell's dashboard with the inbox's count of new requests (staff).
    module: 'src/app/routes/admin-dashboard.tsx',
    area: 'admin',
    role: 'signed-in',
    data: true,
    nav: { label: 'Dashboard', icon: 'dashboard', end: true },
    crumb: 'Dashboard',
  },
  {
    path: paths.adminPosts.path,
    module: 'src/features/posts/routes/posts-list.tsx',
    area: 'admin',
    role: 'signed-in',
    data: true,
    nav: { label: 'Blog Posts', icon: 'posts' },
    crumb: 'Posts',
  },
  {
    path: paths.adminPostNew.path,
    module: 'src/features/posts/routes/post-editor.tsx',
    area: 'admin',
    role: 'signed-in',
    data: true,
    crumb: 'New Post',
  },
  {
    path: paths.adminPost.path,
    module: 'src/features/posts/routes/post-editor.tsx',
    area: 'admin',
    role: 'signed-in',
    data: true,
  },
  {
    // The media library (issue 23): every image and document staff publish, with alt text and captions.
    path: paths.adminMedia.path,
    module: 'src/features/media/routes/media-library.tsx',
    area: 'admin',
    role: 'staff',
    data: true,
    nav: { label: 'Media Library', icon: 'media' },
    crumb: 'Media Library',
  },
  {
    path: paths.adminEducation.path,
    module: 'src/features/education-admin/routes/education-admin.tsx',
    area: 'admin',
    role: 'staff',
    data: true,
    nav: { label: 'Education', icon: 'education' },
  },
  {
    path: paths.adminAnalytics.path,
    // First-party figures of a chosen period (issue 28, docs/decisions/0021).
    module: 'src/features/analytics/routes/analytics.tsx',
    area: 'admin',
    role: 'staff',
    data: true,
    nav: { label: 'Analytics', icon: 'analytics' },
    crumb: 'Analytics',
  },
  {
    path: paths.adminRedirects.path,
    module: 'src/features/redirects/routes/redirects.tsx',
    area: 'admin',
    role: 'staff',
    data: true,
    nav: { label: 'Redirects', icon: 'redirects' },
  },
  {
    path: paths.adminSettings.path,
    module: 'src/features/profile/routes/settings.tsx',
    area: 'admin',
    role: 'signed-in',
    data: true,
    nav: { label: 'Settings', icon: 'settings' },
    crumb: 'Settings',
  },
  {
    path: paths.adminRequests.path,
    module: 'src/features/requests/routes/requests.tsx',
    area: 'admin',
    role: 'staff',
    data: true,
    nav: { label: 'Requests', icon: 'requests' },
    crumb: 'Requests',
  },
  {
    // Issue 25: every issued certificate; staff read, admins revoke one (revoke_certificate()).
    path: paths.adminCertificates.path,
    module: 'src/features/certificates/routes/certificates-admin.tsx',
    area: 'admin',
    role: 'staff',
    data: true,
    nav: { label: 'Certificates', icon: 'certificates' },
    crumb: 'Certificates',
  },
  {
    path: paths.adminUsers.path,
    module: 'src/features/users/routes/users.tsx',
    area: 'admin',
    role: 'admin',
    data: true,
    nav: { label: 'Users', icon: 'users' },
    crumb: 'Users',
  },
  {
    // Issue 24: every published version of every post, deleted posts' included; export; editorial settings.
    path: paths.adminArchive.path,
    module: 'src/features/post-archive/routes/post-archive.tsx',
    area: 'admin',
    role: 'admin',
    data: true,
    nav: { label: 'Archive', icon: 'archive' },
    crumb: 'Archive',
  },
  // Any other admin path: "not available yet" (any signed-in user, like the area itself).
  { path: '/admin/*', module: NOT_YET, area: 'admin', role: 'signed-in' },

  // Last: any other path is the not-found page (the server answers it with a 404 status).
  {
    path: '*',
    module: marketing('not-found'),
    area: 'marketing',
    ssr: true,
    role: 'public',
    meta: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist.',
      noindex: true,
    },
  },
];

/** SPEC §2 breadcrumb labels of paths that have no screen (yet); shown if such a path is ever visited. */
export const extraCrumbs: Readonly<Record<string, string>> = {
  '/admin/media': 'Media Library',
  '/admin/categories': 'Categories',
  '/admin/tags': 'Tags',
};

export type { UserRole };

/** Whether a user (null = signed out) may open a route of `required` role (SPEC §6, DESIGN.md §3). */
export function roleAllows(required: RouteRole, user: { role: UserRole } | null): boolean {
  if (required === 'public') return true;
  if (!user) return false;
  if (required === 'signed-in') return true;
  if (required === 'staff') return isStaff(user.role);
  return isAdmin(user.role);
}

/** The head of the public page at `path` (a manifest pattern such as `paths.about.path`, or '*'). */
export function routeMeta(path: string): RouteMeta {
  const meta = appRoutes.find((r) => r.path === path)?.meta;
  // A programming error (a page asking for a route the manifest lacks): fail loudly in tests and dev.
  if (!meta) throw new Error(`The route manifest has no meta for ${path}`);
  return meta;
}

/** The layout module of the admin area (guard + shell); its screens are its children. */
export const ADMIN_LAYOUT_MODULE = admin('layout');
/** TanStack Query's provider route, preloaded with every `data` route. */
export const DATA_ROOT_MODULE = 'src/app/data-root.tsx';
