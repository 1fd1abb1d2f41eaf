// Loaded after a post has rendered (PostPageMeta): the Article and its breadcrumbs are not part of a
// post's first load — the server's HTML already carries them for the post it rendered.
export { postStructuredData } from '@/lib/head';
