import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { text } from '../i18n/text';
import { longDate, showText } from './show-text';

function spanish(messages: Record<string, string>) {
  const i18n = setupI18n({ locale: 'es', messages: { es: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

describe('showText', () => {
  it('translates the descriptors in its values and writes days out in the reader’s language', () => {
    const i18n = spanish({
      'We counted from {day}, the day you received the {papers}.':
        'Contamos desde el {day}, el día en que recibió el documento ({papers}).',
      'disclosure statement': 'declaración informativa',
    });
    const words = text('We counted from {day}, the day you received the {papers}.', {
      day: longDate('2026-01-19'),
      papers: text('disclosure statement'),
    });
    expect(showText(i18n, words)).toBe(
      'Contamos desde el lunes, 19 de enero de 2026, el día en que recibió el documento (declaración informativa).',
    );
  });

  it('leaves plain values as they are', () => {
    const i18n = spanish({
      'Do not pay {company} up front': 'No le pague por adelantado a {company}',
    });
    expect(showText(i18n, text('Do not pay {company} up front', { company: 'Acme' }))).toBe(
      'No le pague por adelantado a Acme',
    );
  });
});
