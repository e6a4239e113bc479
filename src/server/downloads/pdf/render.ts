import type { I18n } from '@lingui/core';
import PDFDocument from 'pdfkit';
import { INTL_LOCALES, isLocale } from '@shared/i18n/locales';
import { text } from '@shared/i18n/text';
import { downloadsI18n } from '../localize';
import type { Block, FactRow, LinkItem, PdfDocumentSpec } from './blocks';

/** US Letter in PDF points (72 per inch). */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
const MARGIN = 72;
const LEFT = MARGIN;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const CONTENT_TOP = MARGIN;
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN;
const FOOTER_Y = PAGE_HEIGHT - 50;
const HEADER_Y = 36;

/** Body text size; nothing the reader has to read is smaller. */
export const BODY_SIZE = 12;
const LINE_GAP = 3;
const FOOTER_SIZE = 10;

const INK = '#1a1a1a';
const ACCENT = '#1f3a5f';
const MUTED = '#555555';
const RULE = '#9a9a9a';
const SHADE = '#eef2f7';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const ITALIC = 'Helvetica-Oblique';

export const ORGANIZATION = 'Timeshare Resolution Advocates';
export const DISCLAIMER_FOOTER = text('General information, not legal advice');

export interface RenderedPdf {
  bytes: Buffer;
  /** Every string written on each page, in order (the text sink tests read). */
  pageTexts: string[];
  /** Unused height at the bottom of each page's content area, in points. */
  pageSpare: number[];
}

export interface RenderOptions {
  /** Creation date written into the file's metadata (defaults to now). */
  createdAt?: Date;
  /**
   * Let content that does not fit run on to a new page, for documents whose length depends on
   * what a person entered (a spec page may then fill several PDF pages).
   */
  flowing?: boolean;
  /** The language of the renderer's own words (Yes / No, the footer); English when left out. */
  i18n?: I18n;
}

/** Thrown when a page's content does not fit on it; the fix is to shorten that page. */
export class PageOverflowError extends Error {
  override name = 'PageOverflowError';
}

interface TextStyle {
  font?: string;
  size?: number;
  color?: string;
  x?: number;
  width?: number;
  gapAfter?: number;
  link?: string;
}

/** Lays out a document page by page; each page of the spec becomes exactly one PDF page. */
export async function renderPdf(
  spec: PdfDocumentSpec,
  options: RenderOptions = {},
): Promise<RenderedPdf> {
  const i18n = options.i18n ?? (await downloadsI18n());
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    autoFirstPage: false,
    bufferPages: true,
    pdfVersion: '1.7',
    lang: isLocale(i18n.locale) ? INTL_LOCALES[i18n.locale] : 'en-US',
    displayTitle: true,
    info: {
      Title: spec.title,
      Author: ORGANIZATION,
      Subject: spec.subject,
      Keywords: spec.keywords,
      Creator: ORGANIZATION,
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const pageTexts: string[][] = [];
  const pageSpare: number[] = [];
  let pageNumber = 0;
  const record = (text: string) => pageTexts[pageNumber - 1]!.push(text);

  const startPage = () => {
    doc.addPage();
    pageNumber += 1;
    pageTexts.push([]);
    doc.x = LEFT;
    doc.y = CONTENT_TOP;
  };

  const ensureRoom = (height: number, what: string) => {
    if (doc.y + height <= CONTENT_BOTTOM) return;
    if (options.flowing && doc.y > CONTENT_TOP) {
      pageSpare.push(Math.floor(CONTENT_BOTTOM - doc.y));
      startPage();
      return;
    }
    throw new PageOverflowError(
      `"${spec.title}" page ${pageNumber}: ${what} does not fit (${Math.ceil(doc.y + height - CONTENT_BOTTOM)} pt over). Shorten that page.`,
    );
  };

  const measure = (text: string, style: TextStyle) => {
    doc.font(style.font ?? REGULAR).fontSize(style.size ?? BODY_SIZE);
    return doc.heightOfString(text, { width: style.width ?? CONTENT_WIDTH, lineGap: LINE_GAP });
  };

  const write = (text: string, style: TextStyle = {}) => {
    const height = measure(text, style);
    ensureRoom(height, `"${text.slice(0, 40)}"`);
    doc.fillColor(style.color ?? INK).text(text, style.x ?? LEFT, doc.y, {
      width: style.width ?? CONTENT_WIDTH,
      lineGap: LINE_GAP,
      ...(style.link ? { link: style.link, underline: true } : {}),
    });
    record(text);
    doc.y += style.gapAfter ?? 0;
  };

  const box = (x: number, y: number, size = 12) => {
    doc.save().lineWidth(1).strokeColor('#333333').rect(x, y, size, size).stroke().restore();
  };

  const hr = (y: number, color = RULE) => {
    doc
      .save()
      .lineWidth(0.75)
      .strokeColor(color)
      .moveTo(LEFT, y)
      .lineTo(LEFT + CONTENT_WIDTH, y)
      .stroke()
      .restore();
  };

  /** Text beside a marker (box, bullet or number), indented as one block. */
  const markedItem = (text: string, indent: number, drawMarker: (top: number) => void) => {
    const height = measure(text, { width: CONTENT_WIDTH - indent });
    ensureRoom(height, `"${text.slice(0, 40)}"`);
    const top = doc.y;
    drawMarker(top);
    write(text, { x: LEFT + indent, width: CONTENT_WIDTH - indent, gapAfter: 7 });
  };

  const facts = (rows: readonly FactRow[]) => {
    const labelWidth = 150;
    for (const row of rows) {
      const height = Math.max(
        measure(row.label, { font: BOLD, width: labelWidth - 10 }),
        measure(row.text, { width: CONTENT_WIDTH - labelWidth }),
      );
      ensureRoom(height, `"${row.label}"`);
      const top = doc.y;
      doc.font(BOLD).fontSize(BODY_SIZE).fillColor(ACCENT);
      doc.text(row.label, LEFT, top, { width: labelWidth - 10, lineGap: LINE_GAP });
      record(row.label);
      doc.y = top;
      write(row.text, { x: LEFT + labelWidth, width: CONTENT_WIDTH - labelWidth });
      doc.y = top + height + 8;
    }
  };

  const links = (items: readonly LinkItem[]) => {
    for (const item of items) {
      const height =
        measure(item.label, { font: BOLD }) + measure(item.url, { width: CONTENT_WIDTH - 12 });
      ensureRoom(height, `"${item.label}"`);
      write(item.label, { font: BOLD });
      write(item.url, {
        x: LEFT + 12,
        width: CONTENT_WIDTH - 12,
        color: ACCENT,
        link: item.url,
        gapAfter: 7,
      });
    }
  };

  const renderBlock = (block: Block) => {
    switch (block.kind) {
      case 'title': {
        write(block.text, { font: BOLD, size: 24, color: ACCENT, gapAfter: 4 });
        if (block.subtitle) write(block.subtitle, { size: 14, color: MUTED, gapAfter: 4 });
        ensureRoom(14, 'the title rule');
        hr(doc.y + 4, ACCENT);
        doc.y += 16;
        return;
      }
      case 'heading':
        ensureRoom(measure(block.text, { font: BOLD, size: 15 }) + 24, `heading "${block.text}"`);
        doc.y += 4;
        write(block.text, { font: BOLD, size: 15, color: ACCENT, gapAfter: 6 });
        return;
      case 'paragraph':
        write(block.text, {
          font: block.style === 'bold' ? BOLD : block.style === 'italic' ? ITALIC : REGULAR,
          gapAfter: 9,
        });
        return;
      case 'checklist':
        for (const item of block.items) {
          markedItem(item, 24, (top) => box(LEFT + 2, top + 1));
        }
        doc.y += 4;
        return;
      case 'yesNo': {
        const columns = 96;
        const textWidth = CONTENT_WIDTH - columns;
        const yesX = LEFT + textWidth + 18;
        const noX = yesX + 48;
        ensureRoom(20, 'the Yes / No header');
        const headerTop = doc.y;
        doc.font(BOLD).fontSize(BODY_SIZE).fillColor(ACCENT);
        const yes = i18n._(text('Yes'));
        const no = i18n._(text('No'));
        doc.text(yes, yesX - 4, headerTop, { lineBreak: false });
        doc.text(no, noX - 1, headerTop, { lineBreak: false });
        record(`${yes} ${no}`);
        doc.y = headerTop + 20;
        block.items.forEach((item, index) => {
          const text = `${(block.startAt ?? 1) + index}. ${item}`;
          const height = measure(text, { width: textWidth });
          ensureRoom(height + 8, `"${item.slice(0, 40)}"`);
          const top = doc.y;
          box(yesX, top + 1);
          box(noX, top + 1);
          write(text, { width: textWidth });
          doc.y = top + Math.max(height, 14) + 4;
          hr(doc.y, '#d0d0d0');
          doc.y += 5;
        });
        doc.y += 4;
        return;
      }
      case 'numbered':
        block.items.forEach((item, index) => {
          markedItem(item, 22, (top) => {
            doc.font(BOLD).fontSize(BODY_SIZE).fillColor(ACCENT);
            doc.text(`${index + 1}.`, LEFT, top, { lineBreak: false });
            doc.y = top;
          });
        });
        doc.y += 2;
        return;
      case 'bullets':
        for (const item of block.items) {
          markedItem(item, 18, (top) => {
            doc
              .save()
              .fillColor(ACCENT)
              .circle(LEFT + 5, top + 6.5, 2.5)
              .fill()
              .restore();
          });
        }
        doc.y += 2;
        return;
      case 'fields':
        for (const label of block.labels) {
          ensureRoom(28, `field "${label}"`);
          const top = doc.y + 8;
          doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK);
          doc.text(`${label}:`, LEFT, top, { lineBreak: false });
          record(`${label}:`);
          const start = LEFT + doc.widthOfString(`${label}:`) + 8;
          doc
            .save()
            .lineWidth(0.75)
            .strokeColor(RULE)
            .moveTo(start, top + 13)
            .lineTo(LEFT + CONTENT_WIDTH, top + 13)
            .stroke()
            .restore();
          doc.y = top + 22;
        }
        doc.y += 4;
        return;
      case 'facts':
        facts(block.rows);
        doc.y += 2;
        return;
      case 'callout': {
        const padding = 10;
        const innerWidth = CONTENT_WIDTH - 2 * padding;
        const height =
          measure(block.title, { font: BOLD, width: innerWidth }) +
          6 +
          block.paragraphs.reduce(
            (sum, text) => sum + measure(text, { width: innerWidth }) + 6,
            0,
          ) +
          2 * padding -
          6;
        ensureRoom(height, `callout "${block.title}"`);
        const top = doc.y;
        doc.save().fillColor(SHADE).rect(LEFT, top, CONTENT_WIDTH, height).fill().restore();
        doc.save().fillColor(ACCENT).rect(LEFT, top, 4, height).fill().restore();
        doc.y = top + padding;
        write(block.title, {
          font: BOLD,
          color: ACCENT,
          x: LEFT + padding,
          width: innerWidth,
          gapAfter: 6,
        });
        for (const text of block.paragraphs) {
          write(text, { x: LEFT + padding, width: innerWidth, gapAfter: 6 });
        }
        doc.y = top + height + 12;
        return;
      }
      case 'links':
        links(block.items);
        return;
      case 'table': {
        const widths = block.widths.map((share) => share * CONTENT_WIDTH);
        const row = (cells: readonly string[], header: boolean) => {
          const font = header ? BOLD : REGULAR;
          const height =
            Math.max(...cells.map((cell, i) => measure(cell, { font, width: widths[i]! - 12 }))) +
            12;
          ensureRoom(height, `table row "${cells[0]}"`);
          const top = doc.y;
          if (header) {
            doc.save().fillColor(SHADE).rect(LEFT, top, CONTENT_WIDTH, height).fill().restore();
          }
          let x = LEFT;
          cells.forEach((cell, i) => {
            doc.y = top + 6;
            write(cell, { font, x: x + 6, width: widths[i]! - 12, color: header ? ACCENT : INK });
            x += widths[i]!;
          });
          doc.y = top + height;
          hr(doc.y, RULE);
        };
        hr(doc.y, RULE);
        row(block.header, true);
        for (const cells of block.rows) row(cells, false);
        doc.y += 12;
        return;
      }
      case 'writingLines': {
        const spacing = 26;
        const count = Math.floor((CONTENT_BOTTOM - doc.y) / spacing);
        if (count < (block.minimum ?? 1)) {
          throw new PageOverflowError(
            `"${spec.title}" page ${pageNumber}: room for ${count} writing lines, ${block.minimum} wanted. Shorten that page.`,
          );
        }
        for (let i = 1; i <= count; i += 1) hr(doc.y + i * spacing, '#b8b8b8');
        doc.y += count * spacing;
        return;
      }
      case 'space':
        doc.y += block.points;
        return;
    }
  };

  for (const blocks of spec.pages) {
    startPage();
    for (const block of blocks) renderBlock(block);
    pageSpare.push(Math.floor(CONTENT_BOTTOM - doc.y));
  }

  const { count } = doc.bufferedPageRange();
  if (options.flowing ? count < spec.pages.length : count !== spec.pages.length) {
    throw new Error(
      `"${spec.title}" has ${count} pages; its content describes ${spec.pages.length}.`,
    );
  }

  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(index);
    pageNumber = index + 1;
    // Header and footer sit in the margins; drop the bottom margin so pdfkit adds no page.
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(FOOTER_SIZE).fillColor(MUTED);
    if (index > 0) {
      doc.text(spec.title, LEFT, HEADER_Y, {
        width: CONTENT_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    }
    hr(FOOTER_Y - 8, '#c8c8c8');
    const left = `${ORGANIZATION}  |  ${i18n._(DISCLAIMER_FOOTER)}`;
    const right = i18n._(text('Page {page} of {count}', { page: index + 1, count }));
    doc.text(left, LEFT, FOOTER_Y, { lineBreak: false });
    doc.text(right, LEFT, FOOTER_Y, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
    record(left);
    record(right);
    doc.page.margins.bottom = MARGIN;
  }

  doc.end();
  await ended;
  return {
    bytes: Buffer.concat(chunks),
    pageTexts: pageTexts.map((texts) => texts.join('\n')),
    pageSpare,
  };
}
