/**
 * The building blocks a downloadable PDF is described with. Content modules describe each page
 * as a list of blocks; `renderPdf` lays them out. One entry in `pages` is one printed page, so
 * the page count is fixed by the content, never by how long the text happens to be.
 */

export interface LinkItem {
  label: string;
  url: string;
}

export interface FactRow {
  label: string;
  text: string;
}

export type Block =
  /** The large title at the top of a page, with an optional line under it. */
  | { kind: 'title'; text: string; subtitle?: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; style?: 'normal' | 'bold' | 'italic' }
  /** Short items with a drawn square to tick. */
  | { kind: 'checklist'; items: readonly string[] }
  /** Questions with a drawn Yes box and No box each. */
  | { kind: 'yesNo'; items: readonly string[]; startAt?: number }
  | { kind: 'numbered'; items: readonly string[] }
  | { kind: 'bullets'; items: readonly string[] }
  /** "Label: ________" lines to fill in by hand. */
  | { kind: 'fields'; labels: readonly string[] }
  /** Bold label, then its text, one row each (for example "Period: 10 calendar days"). */
  | { kind: 'facts'; rows: readonly FactRow[] }
  /** A shaded box with a bold title. */
  | { kind: 'callout'; title: string; paragraphs: readonly string[] }
  /** Official sources: label, then the address as a link. */
  | { kind: 'links'; items: readonly LinkItem[] }
  | {
      kind: 'table';
      header: readonly string[];
      rows: readonly (readonly string[])[];
      widths: readonly number[];
    }
  /** Ruled writing lines down to the bottom of the page (at least `minimum` of them). */
  | { kind: 'writingLines'; minimum?: number }
  | { kind: 'space'; points: number };

export type PageBlocks = readonly Block[];

export interface PdfDocumentSpec {
  title: string;
  subject: string;
  keywords: string;
  pages: readonly PageBlocks[];
}
