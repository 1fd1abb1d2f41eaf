// The head of every public page is defined once, for the server and the app: the pure modules in
// apps/server/src/web/head/ (the server cannot import the app's sources — its build is rooted in its own
// src/ — so the app imports them from there). This file is the app's one door to them.
export {
  fullTitle,
  jsonLdText,
  pageHeadTags,
  type HeadImage,
  type HeadSite,
  type HeadTag,
  type PageHeadInput,
} from '../../../server/src/web/head/head-tags.ts';
export {
  postHeadInput,
  postShareImage,
  postStructuredData,
  SHARE_IMAGE,
  type PostHeadFields,
} from '../../../server/src/web/head/post-head.ts';
export {
  firmData,
  glossaryData,
  glossaryTermData,
  type GlossaryEntry,
  type GlossarySet,
} from '../../../server/src/web/head/structured-data.ts';
export { knownAuthorName, type AuthorProfile } from '../../../server/src/web/head/post-author.ts';
