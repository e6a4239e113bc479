import { beforeAll, describe, expect, test } from 'vitest';
import {
  createClientAccount,
  createPartnerAccount,
  createStaffAccount,
} from '@server/testing/accounts';
import { useSecurityApp } from './security-app';

/*
 * The API description names every route, admin ones included: in production only staff may
 * read it (page, JSON and YAML); in development it is open to everyone.
 */

const DOCS = ['/api/docs', '/api/docs/json', '/api/docs/yaml'];

const production = useSecurityApp({ env: 'production' });
const development = useSecurityApp({ env: 'development' });

const tokens: Record<'client' | 'partner' | 'editor' | 'admin', string> = {
  client: '',
  partner: '',
  editor: '',
  admin: '',
};

beforeAll(async () => {
  const db = production.app.database.db;
  tokens.client = (await createClientAccount(db)).token;
  tokens.partner = (await createPartnerAccount(db)).token;
  tokens.editor = (await createStaffAccount(db, 'editor')).token;
  tokens.admin = (await createStaffAccount(db, 'admin')).token;
});

const read = (app: typeof production, url: string, token?: string) =>
  app.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('in production', () => {
  test.each(DOCS)('%s is refused to anonymous visitors, clients and partners', async (url) => {
    const anonymous = await read(production, url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('/api/admin');
    for (const who of ['client', 'partner'] as const) {
      const response = await read(production, url, tokens[who]);
      expect([401, 403]).toContain(response.statusCode);
      expect(response.body).not.toContain('/api/admin');
    }
  });

  test.each(['editor', 'admin'] as const)('staff (%s) read the document', async (who) => {
    const json = await read(production, '/api/docs/json', tokens[who]);
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/api/admin/audit');
    expect((await read(production, '/api/docs', tokens[who])).statusCode).toBeLessThan(400);
  });
});

describe('in development', () => {
  test.each(DOCS)('%s is open to everyone', async (url) => {
    const response = await read(development, url);
    expect(response.statusCode).toBeLessThan(400);
  });

  test('the JSON describes the admin routes', async () => {
    const json = await read(development, '/api/docs/json');
    expect(Object.keys(json.json().paths)).toContain('/api/admin/audit');
  });
});
