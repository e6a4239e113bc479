import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import {
  describeExtensions,
  fileTypeNotAllowedMessage,
  storageQuotaMessage,
  tooManyUnfinishedUploadsMessage,
} from '@shared/document-files';
import { text } from '@shared/i18n/text';
import { english, translateMessage } from '@shared/i18n/translate-issue';
import { useTestApp } from '../../testing/use-test-app';
import { requestLocale } from './request-locale';
import { i18nFor } from './server-i18n';

const testApp = useTestApp({ formRateLimit: 1000 });

const validContact = {
  firstName: 'Walter',
  lastName: 'Brennan',
  email: 'walter@example.com',
  subject: 'Question about a resale company',
  message: 'A company called me and asked for $3,000 up front. Is that normal?',
  companyWebsite: '',
};

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url, payload, headers });
}

describe('API messages follow Accept-Language (issue 21)', () => {
  it('answers validation messages in Spanish for Accept-Language: es', async () => {
    const response = await post('/api/contact', {}, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'El nombre es obligatorio.' },
        { path: 'lastName', message: 'El apellido es obligatorio.' },
        { path: 'email', message: 'El correo electrónico es obligatorio.' },
      ]),
    );
    expect(body.message).toBe(body.issues[0].message);
  });

  it('refuses a password that is easy to guess in Spanish, with the reason in Spanish', async () => {
    const response = await post(
      '/api/auth/register',
      {
        firstName: 'Rosa',
        lastName: 'Díaz',
        email: 'rosa.weak@example.com',
        password: 'password123',
      },
      { 'accept-language': 'es' },
    );
    expect(response.statusCode).toBe(400);
    const issue = response
      .json()
      .issues.find((candidate: { path: string }) => candidate.path === 'password');
    expect(issue.message).toMatch(
      /^Esta contraseña es demasiado fácil de adivinar\. (Es una contraseña|Se parece a una contraseña)/,
    );
    expect(issue.message).toContain('Elija una más larga');
    expect(issue.message).not.toMatch(/easy to guess|password/i);
  });

  it('fills in the numbers of a length limit in Spanish', async () => {
    const response = await post(
      '/api/contact',
      { ...validContact, subject: 'x'.repeat(201) },
      { 'accept-language': 'es' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'subject', message: 'El asunto debe tener 200 caracteres o menos.' },
    ]);
  });

  it('answers errors of the services (404) in Spanish', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/articles/no-such-guide',
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No encontramos ese artículo.', code: 'NOT_FOUND' });
  });

  it('answers an address with nothing at it in Spanish', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/no-such-thing?x=1',
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No hay nada en GET /api/no-such-thing.');
  });

  it('answers success messages in Spanish', async () => {
    const response = await post('/api/contact', validContact, { 'accept-language': 'es' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Gracias. Su mensaje se envió a nuestro equipo de apoyo y le responderemos pronto.',
    );
  });

  it('answers the same success message to bots that fill the hidden field', async () => {
    const response = await post(
      '/api/contact',
      { ...validContact, companyWebsite: 'https://spam.example' },
      { 'accept-language': 'es' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Gracias. Su mensaje se envió a nuestro equipo de apoyo y le responderemos pronto.',
    );
  });

  it.each([
    ['no Accept-Language', {}],
    ['a language we do not offer', { 'accept-language': 'fr-FR,fr;q=0.9' }],
    ['English', { 'accept-language': 'en-US,en;q=0.9,es;q=0.8' }],
  ])('answers in English for %s', async (_name, headers: Record<string, string>) => {
    const invalid = await post('/api/contact', {}, headers);
    expect(invalid.json().issues).toEqual(
      expect.arrayContaining([{ path: 'firstName', message: 'First name is required.' }]),
    );
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/articles/no-such-guide',
      headers,
    });
    expect(missing.json().message).toBe('We could not find that article.');
    const sent = await post('/api/contact', validContact, headers);
    expect(sent.json().message).toBe(
      'Thank you. Your message has been sent to our support team, and we will reply soon.',
    );
  });
});

describe('requestLocale', () => {
  it('takes the first of our languages the request asks for, English by default', () => {
    expect(requestLocale({ headers: { 'accept-language': 'es-US' } })).toBe('es');
    expect(requestLocale({ headers: { 'accept-language': 'fr, es;q=0.5' } })).toBe('es');
    expect(requestLocale({ headers: { 'accept-language': 'fr' } })).toBe('en');
    expect(requestLocale({ headers: {} })).toBe('en');
  });
});

describe('translateMessage', () => {
  it('finds the template of an English sentence made with english()', async () => {
    const sentence = english(text('Title must be {max} characters or fewer.', { max: 77 }));
    expect(sentence).toBe('Title must be 77 characters or fewer.');
    expect(translateMessage(i18nFor('es'), sentence)).toBe(
      'El título debe tener 77 caracteres o menos.',
    );
    expect(translateMessage(i18nFor('en'), sentence)).toBe(sentence);
  });

  it('says which kinds of file can be uploaded, with no English word in the Spanish', () => {
    const sentence = fileTypeNotAllowedMessage(['pdf', 'jpg', 'png']);
    expect(translateMessage(i18nFor('es'), sentence)).toBe(
      'No se puede subir este tipo de archivo. Elija uno de estos tipos: PDF, JPG, PNG.',
    );
    expect(describeExtensions(['pdf', 'jpg', 'png'], 'es')).toBe('PDF, JPG o PNG');
  });

  it('says why a file does not fit, for a case or an application, in Spanish', () => {
    const es = i18nFor('es');
    const full = 50 * 1024 * 1024;
    expect(translateMessage(es, storageQuotaMessage('your application', full, full))).toBe(
      'Este archivo no cabe: los documentos de su solicitud pueden ocupar como máximo 50 MB, y ya se usan 50 MB. Comuníquese con nosotros si necesita enviar más.',
    );
    expect(translateMessage(es, tooManyUnfinishedUploadsMessage('this case'))).toMatch(
      /^Este caso ya tiene 10 archivos que no se terminaron de subir\./,
    );
  });

  it('leaves a message the catalogues do not know as it is, braces and all', () => {
    const i18n = setupI18n({ locale: 'es', messages: { es: {} } });
    expect(translateMessage(i18n, 'Invalid input: expected {a}')).toBe(
      'Invalid input: expected {a}',
    );
  });
});
