import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@client/testing/render';
import PrivacyPage from './privacy';

/*
 * docs/privacy.md is the privacy notice's section on deleting an account, for readers of the
 * repository; /privacy is the same text for users. Each paragraph and list item of the file's
 * section must appear, word for word, in the page's section.
 */

const SECTION = 'When you delete your account';

/** The section's paragraphs and list items as plain text (Markdown emphasis removed). */
function documentedTexts(): string[] {
  const markdown = readFileSync(resolve(process.cwd(), 'docs/privacy.md'), 'utf8');
  const section = markdown.split(`## ${SECTION}\n`)[1]!.split(/\n## /)[0]!;
  return section
    .split('\n')
    .map((line) => line.replace(/^- /, '').replace(/\*\*/g, '').trim())
    .filter((line) => line !== '');
}

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe('/privacy', () => {
  it('says what deleting an account removes and keeps, in the words of docs/privacy.md', async () => {
    renderAt('/privacy', { '/privacy': <PrivacyPage /> });
    const heading = await screen.findByRole('heading', { level: 2, name: SECTION });
    const section = heading.closest('section')!;
    const shown = [...section.querySelectorAll('p, li')].map((node) => plain(node.textContent));

    const texts = documentedTexts();
    expect(texts.length).toBeGreaterThan(8);
    for (const text of texts) expect(shown, text).toContain(text);
    expect(shown).toHaveLength(texts.length);
    expect(within(section).getAllByRole('listitem')).toHaveLength(7);
  });
});
