import { describe, expect, it } from 'vitest';
import { fileExtension } from '@shared/document-files';
import { isValidKey, safeFileName } from './file-storage';

describe('isValidKey', () => {
  it('accepts slash-separated segments of letters, digits, dots, dashes and underscores', () => {
    for (const key of [
      'cases/0b4c1f57-6f0e-4c3e-9d0b-1f2a3b4c5d6e/8c1d/contract.pdf',
      'partners/abc/def/license_2024.v2.PDF',
      'file',
      '_hidden-ish/-dash',
    ]) {
      expect(isValidKey(key), key).toBe(true);
    }
  });

  it('refuses traversal, empty segments, absolute paths, backslashes and odd characters', () => {
    for (const key of [
      '',
      '..',
      '.',
      'cases/../secrets',
      'cases/./x.pdf',
      'cases/...',
      'cases//x.pdf',
      'cases/x.pdf/',
      '/etc/passwd',
      'cases\\..\\x.pdf',
      'cases/x\\y.pdf',
      'cases/.env',
      'cases/a b.pdf',
      'cases/x.pdf?signature=1',
      'cases/%2e%2e/x.pdf',
      'cases/\u0000.pdf',
      'cases/é.pdf',
      `cases/${'a'.repeat(520)}`,
    ]) {
      expect(isValidKey(key), JSON.stringify(key)).toBe(false);
    }
  });
});

describe('safeFileName', () => {
  it('keeps plain names and replaces runs of other characters with one underscore', () => {
    expect(safeFileName('contract.pdf')).toBe('contract.pdf');
    expect(safeFileName('  Sales contract (signed) 2019.pdf ')).toBe(
      'Sales_contract_signed_2019.pdf',
    );
    expect(safeFileName('../../etc/passwd.txt')).toBe('etc_passwd.txt');
    expect(safeFileName('C:\\Users\\me\\letter.docx')).toBe('C_Users_me_letter.docx');
  });

  it('keeps the extension, lower-cased, when nothing else of the name is safe', () => {
    expect(safeFileName('日本語の契約.pdf')).toBe('file.pdf');
    expect(safeFileName('Résumé.PDF')).toBe('Re_sume_.pdf');
    expect(safeFileName('...pdf')).toBe('file.pdf');
    expect(safeFileName('no extension')).toBe('no_extension');
    expect(safeFileName('')).toBe('file');
  });

  it('never starts with a dot or underscore, so the result is always a valid key segment', () => {
    for (const name of [
      '.env',
      '..secret.txt',
      '_draft.doc',
      `${'a'.repeat(50)}.${'b'.repeat(115)}.pdf`,
      `${'日'.repeat(150)}.jpg`,
      `${'x'.repeat(300)}.docx`,
      'name.with.many.dots.png',
    ]) {
      const safe = safeFileName(name);
      expect(isValidKey(`cases/id/upload/${safe}`), `${name} -> ${safe}`).toBe(true);
      expect(safe.length).toBeLessThanOrEqual(120);
      expect(safe).not.toMatch(/^[._]/);
    }
  });

  it('keeps the extension of long names, which the upload content check reads', () => {
    const name = `${'a'.repeat(50)}.${'b'.repeat(115)}.pdf`;
    expect(fileExtension(safeFileName(name))).toBe('pdf');
    expect(fileExtension(safeFileName(`${'x'.repeat(300)}.docx`))).toBe('docx');
  });

  it('gives the same answer every time, so step 3 can compare it with the key', () => {
    const name = 'Brief für den Anwalt (final).pdf';
    expect(safeFileName(name)).toBe(safeFileName(name));
  });
});
