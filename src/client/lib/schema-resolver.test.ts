import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { requiredText } from '@shared/contracts/fields';
import { text } from '@shared/i18n/text';
import { resolverFor } from './schema-resolver';

const schema = z.object({
  name: requiredText(text('Name is required.'), text('Name must be {max} characters or fewer.'), 5),
  tags: z.array(
    requiredText(text('Tag is required.'), text('Tag must be {max} characters or fewer.'), 3),
  ),
});

const check = (values: object) =>
  resolverFor(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('resolverFor', () => {
  it('gives field errors in the page language, numbers filled in, at any depth', async () => {
    i18n.loadAndActivate({
      locale: 'es',
      messages: {
        'Name must be {max} characters or fewer.': 'El nombre debe tener {max} caracteres o menos.',
        'Tag is required.': 'La etiqueta es obligatoria.',
      },
    });
    const result = await check({ name: 'Margaret', tags: ['ok', ''] });
    expect(result.errors.name?.message).toBe('El nombre debe tener 5 caracteres o menos.');
    expect((result.errors.tags as unknown as { message?: string }[])[1]?.message).toBe(
      'La etiqueta es obligatoria.',
    );
  });

  it('keeps the English of a message the catalogue does not have', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    const result = await check({ name: '', tags: [] });
    expect(result.errors.name?.message).toBe('Name is required.');
  });

  it('answers in English on an English page', async () => {
    const result = await check({ name: 'Margaret', tags: [] });
    expect(result.errors.name?.message).toBe('Name must be 5 characters or fewer.');
  });
});
