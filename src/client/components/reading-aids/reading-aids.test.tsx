import { readFileSync } from 'node:fs';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXT_SIZE_STORAGE_KEY } from '@client/lib/text-size';
import { renderAt } from '@client/testing/render';
import { ReadingAidsBar } from './reading-aids-bar';

const html = document.documentElement;

afterEach(() => {
  localStorage.clear();
  html.removeAttribute('data-text-size');
});

/** Runs the early script exactly as the browser does, from the file the build copies. */
function runEarlyScript() {
  const source = readFileSync('src/client/public/text-size.js', 'utf8');
  new Function(source)();
}

describe('text size', () => {
  it('offers the page in the other language, at the same address', async () => {
    renderAt('/resources?category=scams', { '/resources': <ReadingAidsBar /> });
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/resources?category=scams',
    );
  });

  it('applies a choice at once, remembers it, and shows which one is on', async () => {
    const { user } = renderAt('/', { '/': <ReadingAidsBar /> });
    const group = screen.getByRole('group', { name: 'Text size' });
    expect(screen.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Larger' }));
    expect(html).toHaveAttribute('data-text-size', 'larger');
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBe('larger');
    expect(screen.getByRole('button', { name: 'Larger' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Normal' })).toHaveAttribute('aria-pressed', 'false');

    // By keyboard: Tab back to Normal and press Enter.
    screen.getByRole('button', { name: 'Large' }).focus();
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(html).not.toHaveAttribute('data-text-size');
    expect(localStorage.getItem(TEXT_SIZE_STORAGE_KEY)).toBeNull();
    expect(group).toBeInTheDocument();
  });

  it('the early script restores what the control stored, and ignores anything else', async () => {
    const { user } = renderAt('/', { '/': <ReadingAidsBar /> });
    await user.click(screen.getByRole('button', { name: 'Large' }));
    html.removeAttribute('data-text-size');

    runEarlyScript();
    expect(html).toHaveAttribute('data-text-size', 'large');

    html.removeAttribute('data-text-size');
    localStorage.setItem(TEXT_SIZE_STORAGE_KEY, 'enormous');
    runEarlyScript();
    expect(html).not.toHaveAttribute('data-text-size');
  });

  it('names the device screen readers in the listen hint', async () => {
    const { user } = renderAt('/', { '/': <ReadingAidsBar /> });
    await user.click(screen.getByText('Listen to this page'));
    for (const tool of ['VoiceOver', 'TalkBack', 'Narrator', 'Read aloud']) {
      expect(screen.getByText(new RegExp(tool))).toBeVisible();
    }
  });
});
