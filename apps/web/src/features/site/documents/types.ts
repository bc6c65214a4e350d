/** A section of a legal page: a heading (its id is the anchor) and paragraphs, optionally a bullet list. */
export type TDocumentSection = { id: string; heading: string; paragraphs: string[]; list?: string[] };

/** Terms & conditions and the privacy policy. */
export type TLegalDocument = {
  title: string;
  /** ISO date the text last changed. */
  updatedOn: string;
  intro: string;
  sections: TDocumentSection[];
};

/** An FAQ page (SSL, ID Protect): grouped questions; answers are plain paragraphs. */
export type TFaqDocument = {
  title: string;
  intro: string;
  groups: { heading: string; items: { question: string; answer: string[] }[] }[];
};
