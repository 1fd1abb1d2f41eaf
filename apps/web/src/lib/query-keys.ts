// Query keys one feature's data is cached under and another feature's write must invalidate (features never import
// each other): written once, here. A key only its own feature uses stays in that feature's api/ file.

/** The redirects list (features/redirects); a post's slug change adds a redirect (features/posts). */
export const redirectsQueryKey = ['redirects'] as const;

/**
 * The analytics report (features/analytics), one entry per period; the collection setting's save refreshes it
 * (`collecting`), and the dashboard's figures (composed in app/routes) read the same cache.
 */
export const analyticsReportQueryKey = ['analytics-report'] as const;
