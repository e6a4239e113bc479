import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './send-file';

describe('attachmentDisposition', () => {
  it('names a plain file both ways', () => {
    expect(attachmentDisposition('contract.pdf')).toBe(
      `attachment; filename="contract.pdf"; filename*=UTF-8''contract.pdf`,
    );
  });

  it('spells other characters as UTF-8 and replaces them in the plain name', () => {
    expect(attachmentDisposition('Café menu.pdf')).toBe(
      `attachment; filename="Caf_ menu.pdf"; filename*=UTF-8''Caf%C3%A9%20menu.pdf`,
    );
  });

  it('cannot be broken out of: quotes, backslashes and line breaks are replaced', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_c__Set-Cookie: x=1.pdf"');
  });

  it("percent-encodes ' ( ) * in the UTF-8 name, as RFC 8187 requires", () => {
    const header = attachmentDisposition("Bob's (copy)*.pdf");
    expect(header).toContain(`filename*=UTF-8''Bob%27s%20%28copy%29%2A.pdf`);
    const extended = header.split("UTF-8''")[1]!;
    expect(decodeURIComponent(extended)).toBe("Bob's (copy)*.pdf");
  });
});
