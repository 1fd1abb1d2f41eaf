// The app's door to SPEC §9's date formats, which the server prints too (certificates, social cards): one
// formatter per format, in packages/site/src/dates.ts.
export { formatLongDate, formatShortDate } from '@advisory/site/dates';
