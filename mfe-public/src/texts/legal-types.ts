/** A paragraph, or a bullet list (an array of items). Text may carry the markup RichText renders. */
export type LegalBlock = string | string[];

export interface LegalSection {
  title: string;
  body: LegalBlock[];
}

export interface LegalTexts {
  privacy: {
    intro: LegalBlock[];
    sections: LegalSection[];
  };
  terms: {
    intro: LegalBlock[];
    /** Heading of the table of contents. */
    contents: string;
    sections: LegalSection[];
  };
}
