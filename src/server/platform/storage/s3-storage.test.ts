import { describe, expect, it } from 'vitest';
import type { S3StorageConfig } from '../../config';
import { S3Storage } from './s3-storage';

const key = 'cases/0b4c1f57-6f0e-4c3e-9d0b-1f2a3b4c5d6e/8c1d9a2e/contract.pdf';

function storage(overrides: Partial<S3StorageConfig> = {}) {
  return new S3Storage({
    bucket: 'tra-test-bucket',
    region: 'us-east-1',
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    forcePathStyle: false,
    ...overrides,
  });
}

describe('S3Storage.keyFromUrl', () => {
  it('reads the key of a virtual-hosted address, with or without its query', () => {
    const s3 = storage();
    expect(s3.keyFromUrl(`https://tra-test-bucket.s3.us-east-1.amazonaws.com/${key}`)).toBe(key);
    expect(
      s3.keyFromUrl(
        `https://tra-test-bucket.s3.us-east-1.amazonaws.com/${key}?X-Amz-Signature=abc`,
      ),
    ).toBe(key);
  });

  it('reads the key of a path-style address (MinIO and other S3-compatible services)', () => {
    const s3 = storage({ endpoint: 'http://localhost:9000', forcePathStyle: true });
    expect(s3.keyFromUrl(`http://localhost:9000/tra-test-bucket/${key}`)).toBe(key);
    expect(s3.keyFromUrl(`https://s3.us-east-1.amazonaws.com/tra-test-bucket/${key}`)).toBe(key);
  });

  it('refuses addresses of another bucket, unsafe keys, relative and malformed addresses', () => {
    const s3 = storage();
    for (const address of [
      `https://other-bucket.s3.us-east-1.amazonaws.com/${key}`,
      `https://s3.us-east-1.amazonaws.com/other-bucket/${key}`,
      `https://tra-test-bucket.s3.us-east-1.amazonaws.com/cases/%2F..%2Fsecrets.pdf`,
      `https://tra-test-bucket.s3.us-east-1.amazonaws.com/cases//secrets.pdf`,
      `https://tra-test-bucket.s3.us-east-1.amazonaws.com/`,
      `/${key}`,
      'not a url',
      `https://tra-test-bucket.s3.us-east-1.amazonaws.com/cases/%E0%A4%A/x.pdf`,
    ]) {
      expect(s3.keyFromUrl(address), address).toBeUndefined();
    }
  });
});

describe('S3Storage.createUploadUrl', () => {
  it('presigns a PUT of the key for the bucket, bound to the content type, without a network', async () => {
    const s3 = storage();
    const url = new URL(
      await s3.createUploadUrl(key, 'application/pdf', new Date(Date.now() + 15 * 60 * 1000)),
    );
    expect(url.protocol).toBe('https:');
    expect(url.hostname).toBe('tra-test-bucket.s3.us-east-1.amazonaws.com');
    expect(url.pathname).toBe(`/${key}`);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    expect(url.searchParams.get('X-Amz-Credential')).toContain('AKIAIOSFODNN7EXAMPLE');
    // The address it hands out is one its own keyFromUrl reads back.
    expect(s3.keyFromUrl(url.toString())).toBe(key);
  });

  it('presigns path-style addresses at a custom endpoint', async () => {
    const s3 = storage({ endpoint: 'http://localhost:9000', forcePathStyle: true });
    const url = new URL(
      await s3.createUploadUrl(key, 'image/png', new Date(Date.now() + 60 * 1000)),
    );
    expect(url.origin).toBe('http://localhost:9000');
    expect(url.pathname).toBe(`/tra-test-bucket/${key}`);
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(s3.keyFromUrl(url.toString())).toBe(key);
  });
});
