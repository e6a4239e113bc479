import { describe, expect, it } from 'vitest';
import {
  fieldKind,
  fieldLabel,
  fillTemplate,
  letterFields,
  letterFileName,
  templatePlaceholders,
} from './template';

describe('letter template', () => {
  it('turns field names into words', () => {
    expect(fieldLabel('buyerName')).toBe('Buyer name');
    expect(fieldLabel('purchaseDate')).toBe('Purchase date');
    expect(fieldLabel('resortID')).toBe('Resort ID');
    expect(fieldLabel('HOAContactName')).toBe('HOA contact name');
    expect(fieldLabel('contract_number')).toBe('Contract number');
  });

  it('chooses a box for each field', () => {
    expect(fieldKind('purchaseDate')).toBe('date');
    expect(fieldKind('buyerEmail')).toBe('email');
    expect(fieldKind('buyerAddress')).toBe('multiline');
    expect(fieldKind('buyerName')).toBe('text');
  });

  it('finds the placeholders and fills them in', () => {
    const template =
      'Dear {{ sellerName }}, I {{buyerName}} cancel on {{noticeDate}}. {{buyerName}}';
    expect(templatePlaceholders(template)).toEqual(['sellerName', 'buyerName', 'noticeDate']);
    expect(letterFields(['buyerName', 'contractNumber'], template)).toEqual([
      'buyerName',
      'contractNumber',
      'sellerName',
      'noticeDate',
    ]);
    expect(fillTemplate(template, { buyerName: ' Ruth ', noticeDate: '2025-12-31' })).toBe(
      'Dear [Seller name], I Ruth cancel on December 31, 2025. Ruth',
    );
  });

  it('makes a file name from the title', () => {
    expect(letterFileName('Florida Cancellation Letter (§ 721.10)')).toBe(
      'florida-cancellation-letter-72110.txt',
    );
    expect(letterFileName('§§')).toBe('letter.txt');
  });
});
