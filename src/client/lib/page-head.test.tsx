import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageHead, type PageHead } from './page-head';

function Page({ head }: { head: PageHead }) {
  usePageHead(head);
  return null;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('usePageHead in the browser', () => {
  it("sets the tab's title and the description as the page changes", () => {
    document.head.innerHTML = '<meta name="description" content="Site">';
    const view = render(<Page head={{ title: 'Education Centre', description: 'Guides.' }} />);
    expect(document.title).toBe('Education Centre | Timeshare Resolution Advocates');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Guides.',
    );

    view.rerender(
      <Page
        head={{ title: 'Cancelling in Florida', searchTitle: 'Cancel in 10 days | TRA Guide' }}
      />,
    );
    // A guide's meta title from the CMS is the whole title, as the editor wrote it.
    expect(document.title).toBe('Cancel in 10 days | TRA Guide');
  });
});
