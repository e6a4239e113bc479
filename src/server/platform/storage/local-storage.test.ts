import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  LocalDiskStorage,
  loadUrlSecret,
  UploadExistsError,
  UploadTooLargeError,
} from './local-storage';
import { checkUploadSignature } from './signed-url';

let dataDir: string;
let storage: LocalDiskStorage;
const key = 'cases/0b4c1f57-6f0e-4c3e-9d0b-1f2a3b4c5d6e/8c1d9a2e/contract.pdf';

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'tra-storage-'));
  storage = new LocalDiskStorage(join(dataDir, 'uploads'), 'a-test-secret');
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const incoming = () => {
  const folder = join(dataDir, 'uploads', '.incoming');
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe('LocalDiskStorage addresses', () => {
  it('issues a signed address under /api/uploads/ that its own check accepts', async () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const address = new URL(
      await storage.createUploadUrl(key, 'application/pdf', expiresAt),
      'http://localhost',
    );
    expect(address.pathname).toBe(`/api/uploads/${key}`);
    expect(address.searchParams.get('expires')).toBe(String(expiresAt.getTime()));
    const check = checkUploadSignature(storage.urlSecret, {
      key,
      contentType: 'application/pdf',
      expires: address.searchParams.get('expires')!,
      signature: address.searchParams.get('signature')!,
    });
    expect(check).toBe('valid');
  });

  it('reads the key back from its own addresses only', () => {
    expect(storage.keyFromUrl(`/api/uploads/${key}`)).toBe(key);
    expect(storage.keyFromUrl(`/api/uploads/${key}?expires=1&signature=x`)).toBe(key);
    expect(storage.keyFromUrl(`https://tra.example.org/api/uploads/${key}`)).toBe(key);
    for (const address of [
      `/api/other/${key}`,
      '/api/uploads/',
      '/api/uploads/cases/../../secret',
      '/api/uploads/cases//x.pdf',
      '/api/uploads/cases/a%2Fb.pdf',
      '/api/uploads/.incoming/abc',
      'http://[::1',
    ]) {
      expect(storage.keyFromUrl(address), address).toBeUndefined();
    }
    // Dot segments are resolved like a browser would; the result can only be a key inside.
    expect(storage.keyFromUrl('/api/uploads/cases/%2e%2e/x.pdf')).toBe('x.pdf');
  });
});

describe('LocalDiskStorage.writeUpload', () => {
  it('stores the bytes once and reports the size and leading bytes', async () => {
    const bytes = Buffer.from('%PDF-1.4 hello');
    const written = await storage.writeUpload(key, Readable.from([bytes]), 1000, 5);
    expect(written).toEqual({ size: bytes.length, leadingBytes: Buffer.from('%PDF-') });
    expect(await storage.head(key)).toEqual({ size: bytes.length });
    expect((await storage.readStart(key, 4)).toString()).toBe('%PDF');
    expect(statSync(join(dataDir, 'uploads', ...key.split('/'))).mode & 0o077).toBe(0);

    await expect(
      storage.writeUpload(key, Readable.from([Buffer.from('again')]), 1000, 5),
    ).rejects.toBeInstanceOf(UploadExistsError);
    expect(readFileSync(join(dataDir, 'uploads', ...key.split('/'))).equals(bytes)).toBe(true);
    expect(incoming()).toEqual([]);
  });

  it('refuses more than the limit and leaves nothing behind', async () => {
    const chunks = [Buffer.alloc(600), Buffer.alloc(600)];
    await expect(storage.writeUpload(key, Readable.from(chunks), 1000, 5)).rejects.toBeInstanceOf(
      UploadTooLargeError,
    );
    expect(await storage.head(key)).toBeUndefined();
    expect(incoming()).toEqual([]);
  });

  it('deletes, and deleting what is not there is fine', async () => {
    await storage.writeUpload(key, Readable.from([Buffer.from('x')]), 10, 1);
    await storage.delete(key);
    expect(await storage.head(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the uploads folder', async () => {
    await expect(storage.head('../outside')).resolves.toBeUndefined();
    await expect(storage.openRead('../outside')).rejects.toThrow(/Invalid storage key/);
    await expect(
      storage.writeUpload('cases/../../x.pdf', Readable.from([Buffer.from('x')]), 10, 1),
    ).rejects.toThrow(/Invalid storage key/);
  });
});

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const stored of storage.listKeys()) keys.push(stored);
  return keys;
}

describe('LocalDiskStorage listing and writing (backups)', () => {
  it('lists every stored key but not uploads still arriving, and writes over a key', async () => {
    expect(await storedKeys()).toEqual([]);
    await storage.writeUpload(key, Readable.from([Buffer.from('first')]), 10, 1);
    await storage.write('cases/other/letter.pdf', Buffer.from('restored'));
    await storage.write(key, Buffer.from('replaced'));
    mkdirSync(join(dataDir, 'uploads', '.incoming'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', '.incoming', 'half-written'), 'x');
    expect((await storedKeys()).sort()).toEqual(['cases/other/letter.pdf', key].sort());
    expect(readFileSync(join(dataDir, 'uploads', ...key.split('/')), 'utf8')).toBe('replaced');
    await expect(storage.write('../outside', Buffer.from('x'))).rejects.toThrow(/Invalid/);
  });
});

describe('loadUrlSecret', () => {
  it('uses a configured secret, or generates one once and keeps it', () => {
    expect(loadUrlSecret(dataDir, 'configured')).toBe('configured');
    const generated = loadUrlSecret(dataDir);
    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loadUrlSecret(dataDir)).toBe(generated);
    expect(statSync(join(dataDir, 'file-url-secret')).mode & 0o077).toBe(0);
  });
});
