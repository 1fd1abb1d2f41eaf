// The app's door to the media library's URLs (packages/site/src/media-url.ts), which the server's heads and
// feeds build too: what a public page needs on its first load (a post's cover, the blog's cards).
export * from '@advisory/site/media-url';
