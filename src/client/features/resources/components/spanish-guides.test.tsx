import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { articleFixture } from '@client/testing/articles';
import { jsonResponse, routeTable, stubFetchForEachTest } from '@client/testing/fetch-stub';
import { renderAt } from '@client/testing/render';
import { GuidesSection } from './guides-section';
import { ResourceArticle } from './resource-article';

/** Issue 21: the education centre in Spanish, with English guides where there is no translation. */
const { serve } = stubFetchForEachTest();

const rights = articleFixture({
  id: 'a-rights',
  slug: 'your-consumer-rights',
  title: 'Your Consumer Rights',
  publishedAt: '2025-01-18T12:00:00.000Z',
});
const derechos = articleFixture({
  id: 'a-derechos',
  slug: 'sus-derechos-como-consumidor',
  title: 'Sus derechos como consumidor',
  locale: 'es',
  translationOf: 'a-rights',
  translationOfSlug: 'your-consumer-rights',
  publishedAt: '2025-01-18T12:00:00.000Z',
});
const scams = articleFixture({
  id: 'a-scams',
  slug: 'spotting-timeshare-exit-scams',
  title: 'Spotting Timeshare Exit Scams',
  publishedAt: '2025-01-14T12:00:00.000Z',
});

beforeEach(() => {
  i18n.activate('es');
  serve(
    routeTable({
      'GET /api/articles?locale=es': () => jsonResponse([derechos]),
      'GET /api/articles': () => jsonResponse([rights, scams]),
      'GET /api/categories': () => jsonResponse([]),
      'GET /api/articles/spotting-timeshare-exit-scams?locale=es': () => jsonResponse(scams),
      'GET /api/articles/your-consumer-rights?locale=es': () => jsonResponse(derechos),
      'POST /api/track-interaction': () => jsonResponse(null, 204),
    }),
  );
});

describe('the education centre in Spanish', () => {
  it('lists the Spanish guides and the English ones not translated yet, marked as English', async () => {
    renderAt('/resources', { '/resources': <GuidesSection /> });
    const guides = await screen.findAllByRole('article');
    expect(guides.map((guide) => within(guide).getByRole('heading').textContent)).toEqual([
      'Sus derechos como consumidor',
      'Spotting Timeshare Exit Scams',
    ]);
    // Both link to the guide's shared address; only the English one carries the label.
    expect(within(guides[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/resources/your-consumer-rights',
    );
    expect(within(guides[0]!).queryByText('En inglés')).toBeNull();
    expect(within(guides[1]!).getByText('En inglés')).toBeInTheDocument();
    expect(within(guides[1]!).getByRole('heading')).toHaveAttribute('lang', 'en');
  });

  it('names the categories that come with the product in Spanish, and a new one as written', async () => {
    serve(
      routeTable({
        'GET /api/articles?locale=es': () =>
          jsonResponse([
            { ...derechos, category: 'cancellation', categoryName: 'Cancellation' },
            { ...derechos, id: 'a-2', slug: 'otra', category: 'heirs', categoryName: 'Heirs' },
          ]),
        'GET /api/articles': () => jsonResponse([]),
        'GET /api/categories': () => jsonResponse([]),
      }),
    );
    renderAt('/resources', { '/resources': <GuidesSection /> });
    const guides = await screen.findAllByRole('article');
    expect(within(guides[0]!).getByText('Cancelación')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cancelación/ })).toBeInTheDocument();
    expect(screen.queryByText('Cancellation')).toBeNull();
    expect(within(guides[1]!).getByText('Heirs')).toBeInTheDocument();
  });

  it('shows a guide without a Spanish version in English, with a note in Spanish', async () => {
    renderAt('/resources/spotting-timeshare-exit-scams', {
      '/resources/:slug': <ResourceArticle slug="spotting-timeshare-exit-scams" />,
    });
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Spotting Timeshare Exit Scams',
    });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Esta guía aún no está en español. Le mostramos la versión en inglés.',
    );
  });

  it('shows the Spanish translation of a guide, without the note', async () => {
    renderAt('/resources/your-consumer-rights', {
      '/resources/:slug': <ResourceArticle slug="your-consumer-rights" />,
    });
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Sus derechos como consumidor',
    });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
