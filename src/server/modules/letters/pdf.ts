import PDFDocument from 'pdfkit';

/** US Letter, one-inch margins, 12-point serif: how a posted letter usually looks. */
const MARGIN = 72;
const FONT = 'Times-Roman';
const SIZE = 12;

/**
 * A letter as a plain PDF, paragraph by paragraph, flowing on to further pages. Unlike our own
 * documents it carries no header or footer of ours: the person signs and sends it as theirs.
 */
export function letterPdf(title: string, text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      info: { Title: title },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font(FONT).fontSize(SIZE);
    for (const paragraph of text.split(/\n{2,}/)) {
      doc.text(paragraph, { lineGap: 2, paragraphGap: 0 });
      doc.moveDown(1);
    }
    doc.end();
  });
}
