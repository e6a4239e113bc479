import { Document, Packer, Paragraph, TextRun } from 'docx';

/** Word measures font sizes in half points: 24 is 12 point. */
const SIZE = 24;
const FONT = 'Times New Roman';

/** A letter as an editable Word file: one Word paragraph per paragraph, its lines kept. */
export async function letterDocx(title: string, text: string): Promise<Buffer> {
  const paragraphs = text.split(/\n{2,}/).map(
    (paragraph) =>
      new Paragraph({
        spacing: { after: 240 },
        children: paragraph
          .split('\n')
          .map(
            (line, index) =>
              new TextRun({ text: line, font: FONT, size: SIZE, break: index > 0 ? 1 : undefined }),
          ),
      }),
  );
  const document = new Document({ title, sections: [{ children: paragraphs }] });
  return Packer.toBuffer(document);
}
