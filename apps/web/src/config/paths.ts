// Every route of the app with its href builder (SPEC §2 route table). Links use these, never literals.
import { firm } from './firm.ts';

export const paths = {
  home: { path: '/', href: () => '/' },
  services: { path: '/services', href: () => '/services' },
  glossary: { path: '/glossary', href: () => '/glossary' },
  glossaryTerm: {
    path: '/glossary/:term',
    href: (termSlug: string) => `/glossary/${encodeURIComponent(termSlug)}`,
  },
  about: { path: '/about', href: () => '/about' },
  contact: { path: '/contact', href: () => '/contact' },
  /** Where the consultation form posted without JavaScript lands once sent (apps/server/src/web/contact-post.ts). */
  contactSent: { path: '/contact/sent', href: () => '/contact/sent' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  terms: { path: '/terms', href: () => '/terms' },
  auth: { path: '/auth', href: () => '/auth' },
  /** Where an e-mailed password-recovery link lands (issue 25). */
  authResetPassword: { path: '/auth/reset-password', href: () => '/auth/reset-password' },
  blog: { path: '/blog', href: () => '/blog' },
  blogPost: { path: '/blog/:slug', href: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  /** A post of any status in the public layout, for those who may edit it (issue 24). */
  postPreview: {
    path: '/preview/posts/:id',
    href: (id: string) => `/preview/posts/${encodeURIComponent(id)}`,
  },
  education: { path: '/education', href: () => '/education' },
  educationCategory: {
    path: '/education/category/:categoryId',
    href: (categoryId: string) => `/education/category/${encodeURIComponent(categoryId)}`,
  },
  educationModule: {
    path: '/education/module/:moduleId',
    href: (moduleId: string) => `/education/module/${encodeURIComponent(moduleId)}`,
  },
  certificate: {
    path: '/certificates/:code',
    href: (code: string) => `/certificates/${encodeURIComponent(code)}`,
  },
  admin: { path: '/admin', href: () => '/admin' },
  adminPosts: { path: '/admin/posts', href: () => '/admin/posts' },
  adminPostNew: { path: '/admin/posts/new', href: () => '/admin/posts/new' },
  adminPost: { path: '/admin/posts/:id', href: (id: string) => `/admin/posts/${encodeURIComponent(id)}` },
  adminMedia: { path: '/admin/media', href: () => '/admin/media' },
  adminRedirects: { path: '/admin/redirects', href: () => '/admin/redirects' },
  adminEducation: { path: '/admin/education', href: () => '/admin/education' },
  adminAnalytics: { path: '/admin/analytics', href: () => '/admin/analytics' },
  adminSettings: { path: '/admin/settings', href: () => '/admin/settings' },
  adminRequests: { path: '/admin/requests', href: () => '/admin/requests' },
  adminCertificates: { path: '/admin/certificates', href: () => '/admin/certificates' },
  adminUsers: { path: '/admin/users', href: () => '/admin/users' },
  adminArchive: { path: '/admin/archive', href: () => '/admin/archive' },
  notFound: { path: '/404', href: () => '/404' },
  /** A post's social card, drawn by the server (apps/server/src/web/social-cards.ts). */
  socialCard: {
    path: '/social/blog/:slug.png',
    href: (slug: string) => `/social/blog/${encodeURIComponent(slug)}.png`,
  },
  // A post's cover as shared links show it: Storage's 1200×630 crop of a media-library file, in the file's own
  // format (crawlers may not take WebP). The server's head writes the same (apps/server/src/web/social-cards.ts).
  coverShare: {
    path: '/storage/v1/render/image/public/media/*',
    href: (mediaPath: string) =>
      `/storage/v1/render/image/public/media/${mediaPath.split('/').map(encodeURIComponent).join('/')}?width=1200&height=630&resize=cover&format=origin`,
  },
} as const;

/** The firm's shop (external; opens in a new tab): config/firm.ts, where every firm detail lives. */
export const SHOP_URL = firm.shopUrl;
