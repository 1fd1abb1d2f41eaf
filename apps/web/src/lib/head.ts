// The head of every public page is defined once, for the server and the app: the pure modules of
// packages/site (src/head/), which both import by name. This file is the app's one door to them.
export {
  fullTitle,
  jsonLdText,
  pageHeadTags,
  type HeadImage,
  type HeadSite,
  type HeadTag,
  type PageHeadInput,
} from '@advisory/site/head/head-tags';
export {
  postHeadInput,
  postShareImage,
  postStructuredData,
  SHARE_IMAGE,
  type PostHeadFields,
} from '@advisory/site/head/post-head';
export {
  firmData,
  glossaryData,
  glossaryTermData,
  type GlossaryEntry,
  type GlossarySet,
} from '@advisory/site/head/structured-data';
export { knownAuthorName, type AuthorProfile } from '@advisory/site/head/post-author';
export { renderHead } from '@advisory/site/head/render-head';
