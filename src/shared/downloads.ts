/**
 * The education centre's downloadable files (requirements §7 Static files, §9 Downloads). The files are
 * generated at build time from content sources in the repository and served under
 * /attached_assets/.
 */
import { DEFAULT_LOCALE, localePrefix, type Locale } from './i18n/locales';
import { text, type TextDescriptor } from './i18n/text';

export const DOWNLOADS_PATH = '/attached_assets';

export interface Download {
  id:
    | 'contract-review-checklist'
    | 'rescission-rights-guide'
    | 'scam-red-flags-worksheet'
    | 'financial-impact-calculator';
  /** The file's name and what it is for, translated where shown. */
  title: TextDescriptor;
  description: TextDescriptor;
  fileName: string;
  fileType: 'PDF' | 'Excel';
  mimeType: string;
  /** Pages of a PDF; undefined for the workbook. */
  pages?: number;
}

const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const downloads: readonly Download[] = [
  {
    id: 'contract-review-checklist',
    title: text('Contract Review Checklist'),
    description: text(
      'Go through your timeshare contract step by step: what to find, what to write down and what to ask about.',
    ),
    fileName: 'contract-review-checklist.pdf',
    fileType: 'PDF',
    mimeType: PDF,
    pages: 8,
  },
  {
    id: 'rescission-rights-guide',
    title: text('State Rescission Rights Guide'),
    description: text(
      'The cancellation periods set by law in Florida, California, Nevada and Hawaii, with where to find each rule.',
    ),
    fileName: 'state-rescission-rights-guide.pdf',
    fileType: 'PDF',
    mimeType: PDF,
    pages: 6,
  },
  {
    id: 'scam-red-flags-worksheet',
    title: text('Scam Red Flags Worksheet'),
    description: text(
      'Check any exit or resale company against the warning signs before you pay anything or sign.',
    ),
    fileName: 'scam-red-flags-worksheet.pdf',
    fileType: 'PDF',
    mimeType: PDF,
    pages: 4,
  },
  {
    id: 'financial-impact-calculator',
    title: text('Financial Impact Calculator'),
    description: text(
      'A spreadsheet that projects your maintenance fees year by year, with the same formula as our online calculator.',
    ),
    fileName: 'financial-impact-calculator.xlsx',
    fileType: 'Excel',
    mimeType: XLSX,
  },
];

/**
 * The downloads made in each language besides English (issue 21), under `/attached_assets/es/`.
 * The others are offered in English on the pages of that language until they are translated.
 */
export const translatedDownloads: Record<Exclude<Locale, 'en'>, readonly Download['id'][]> = {
  es: [
    'contract-review-checklist',
    'rescission-rights-guide',
    'scam-red-flags-worksheet',
    'financial-impact-calculator',
  ],
};

/** Whether the download exists in `locale` (every download exists in English). */
export const hasDownloadIn = (download: Pick<Download, 'id'>, locale: Locale): boolean =>
  locale === 'en' || translatedDownloads[locale].includes(download.id);

/**
 * The download's address in `locale` when it is made in that language (English files at
 * `/attached_assets/<file>`, Spanish ones at `/attached_assets/es/<file>`), else the English one.
 */
export const downloadHref = (download: Download, locale: Locale = DEFAULT_LOCALE) =>
  `${DOWNLOADS_PATH}${hasDownloadIn(download, locale) ? localePrefix(locale) : ''}/${download.fileName}`;
