import { describe, expect, it } from 'vitest';
import { contentMismatchMessage, contentsMatchName } from './file-contents';

const bytes = (...values: number[]) => Buffer.from(values);
const withTail = (head: Buffer) => Buffer.concat([head, Buffer.alloc(64, 0x20)]);

const pdf = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n');
const doc = withTail(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1));
const docx = withTail(
  Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('[Content_Types].xml')]),
);
const jpg = withTail(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46));
const png = withTail(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a));
const exe = withTail(Buffer.concat([Buffer.from('MZ'), bytes(0x90, 0x00, 0x03, 0x00)]));

describe('contentsMatchName', () => {
  it.each([
    ['contract.pdf', pdf],
    ['letter.doc', doc],
    ['letter.docx', docx],
    ['notes.txt', Buffer.from('Called the resort on 3 March.\nThey said no.\n')],
    ['notes.txt', Buffer.from('Café, naïve, 日本語 — all UTF-8.')],
    ['photo.jpg', jpg],
    ['photo.JPEG', jpg],
    ['scan.png', png],
  ])('accepts %s whose bytes are what the name says', (name, contents) => {
    expect(contentsMatchName(name, contents)).toBe(true);
  });

  it('accepts a PDF whose header comes after some leading junk within the first kilobyte', () => {
    expect(contentsMatchName('scan.pdf', Buffer.concat([Buffer.alloc(200, 0x20), pdf]))).toBe(true);
    expect(contentsMatchName('scan.pdf', Buffer.concat([Buffer.alloc(2000, 0x20), pdf]))).toBe(
      false,
    );
  });

  it('refuses a Windows program renamed to .pdf, .doc, .jpg or .png', () => {
    for (const name of ['contract.pdf', 'letter.doc', 'letter.docx', 'photo.jpg', 'scan.png']) {
      expect(contentsMatchName(name, exe)).toBe(false);
    }
  });

  it('refuses a .txt with NUL bytes or that is not UTF-8', () => {
    expect(contentsMatchName('notes.txt', Buffer.from('plain\u0000text'))).toBe(false);
    expect(contentsMatchName('notes.txt', exe)).toBe(false);
    expect(contentsMatchName('notes.txt', bytes(0x41, 0xff, 0xfe, 0x41, 0x41, 0x41, 0x41))).toBe(
      false,
    );
  });

  it('accepts text whose last character was cut off by the sniffing window', () => {
    const cut = Buffer.from('Résumé €').subarray(0, -1);
    expect(contentsMatchName('notes.txt', cut)).toBe(true);
  });

  it('refuses files of the wrong kind for their name, and unknown or missing extensions', () => {
    expect(contentsMatchName('photo.png', jpg)).toBe(false);
    expect(contentsMatchName('photo.jpg', png)).toBe(false);
    expect(contentsMatchName('contract.pdf', docx)).toBe(false);
    expect(contentsMatchName('program.exe', exe)).toBe(false);
    expect(contentsMatchName('contract', pdf)).toBe(false);
    expect(contentsMatchName('contract.pdf', Buffer.alloc(0))).toBe(false);
  });

  it('names the expected type in the mismatch message', () => {
    expect(contentMismatchMessage('contract.pdf')).toBe(
      'The contents of this file do not look like a PDF file. Please check the file and try again.',
    );
  });
});
