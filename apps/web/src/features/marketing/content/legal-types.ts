export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface LegalDocument {
  /** The page's heading (its head's title and description are in the route manifest). */
  title: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}
