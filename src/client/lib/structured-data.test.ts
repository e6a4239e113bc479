import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSiteConfig } from '@shared/site-config';
import {
  caseLaw,
  legalForm,
  legalResource,
  statute,
} from '@client/features/legal/components/test-fixtures';
import { DEFAULT_DESCRIPTION } from './head-tags';
import { siteConfig } from './site-config';
import {
  articleJsonLd,
  faqPageJsonLd,
  guideBreadcrumbJsonLd,
  guideDescription,
  legalItemBreadcrumbJsonLd,
  legalItemJsonLd,
  organizationId,
  organizationJsonLd,
} from './structured-data';
import { articleFixture } from '@client/testing/articles';

const SITE = 'https://tra.example';

const guide = articleFixture({
  id: 'a-1',
  title: 'Cancelling in Florida',
  slug: 'cancelling-in-florida',
  excerpt: 'You have 10 days.',
  categoryId: 'c-1',
  category: 'legal',
  categoryName: 'Legal',
  tags: ['florida', 'cancellation'],
  createdAt: '2025-01-09T12:00:00.000Z',
});

afterEach(() => {
  Object.assign(siteConfig, defaultSiteConfig);
});

describe('organizationJsonLd', () => {
  it('describes the NGO with its logo and the support line as configured', () => {
    Object.assign(siteConfig, {
      supportEmail: 'help@tra.example',
      supportPhonePrimary: '(800) 555-0100',
      supportPhoneSecondary: '(800) 555-0199',
      officeHours: 'Monday-Friday 9:00 AM-5:00 PM EST',
    });
    const organization = organizationJsonLd(SITE, i18n);
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      '@id': 'https://tra.example/#organization',
      name: 'Timeshare Resolution Advocates',
      url: 'https://tra.example/',
      logo: { '@type': 'ImageObject', url: 'https://tra.example/logo.png' },
      email: 'help@tra.example',
    });
    expect(organization.contactPoint.map((point) => point.telephone)).toEqual([
      '(800) 555-0100',
      '(800) 555-0199',
    ]);
    expect(organization.contactPoint[0]).toMatchObject({
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: 'help@tra.example',
      hoursAvailable: { description: 'Monday-Friday 9:00 AM-5:00 PM EST' },
    });
  });

  it('speaks the page’s language: the description and the office hours as configured for it', () => {
    Object.assign(siteConfig, { officeHoursEs: 'de lunes a viernes, de 9:00 a 17:00' });
    i18n.activate('es');
    const organization = organizationJsonLd(SITE, i18n);
    expect(organization.description).toBe(i18n._(DEFAULT_DESCRIPTION));
    expect(organization.description).not.toBe(DEFAULT_DESCRIPTION.message);
    expect(organization.contactPoint[0]?.hoursAvailable.description).toBe(
      'de lunes a viernes, de 9:00 a 17:00',
    );
  });
});

describe('faqPageJsonLd', () => {
  it('lists each question with its accepted answer', () => {
    expect(faqPageJsonLd([{ question: 'Do you charge fees?', answer: 'No.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do you charge fees?',
          acceptedAnswer: { '@type': 'Answer', text: 'No.' },
        },
      ],
    });
  });
});

describe('guides', () => {
  it('describes a guide as an Article by the organisation, at its own address', () => {
    expect(articleJsonLd(SITE, guide)).toMatchObject({
      '@type': 'Article',
      headline: 'Cancelling in Florida',
      description: 'You have 10 days.',
      datePublished: '2025-01-10T12:00:00.000Z',
      dateModified: '2025-01-15T12:00:00.000Z',
      author: { '@type': 'NGO', '@id': organizationId(SITE) },
      publisher: { '@type': 'NGO', name: 'Timeshare Resolution Advocates' },
      image: { url: 'https://tra.example/share-image.png', width: 1200, height: 630 },
      url: 'https://tra.example/resources/cancelling-in-florida',
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'https://tra.example/resources/cancelling-in-florida',
      },
      articleSection: 'Legal',
      keywords: 'florida, cancellation',
    });
  });

  it('dates an unpublished-date guide from its creation, and leaves out missing fields', () => {
    const article = articleJsonLd(SITE, {
      ...guide,
      publishedAt: null,
      categoryName: null,
      tags: [],
    });
    expect(article.datePublished).toBe('2025-01-09T12:00:00.000Z');
    expect(JSON.parse(JSON.stringify(article))).not.toHaveProperty('articleSection');
    expect(JSON.parse(JSON.stringify(article))).not.toHaveProperty('keywords');
  });

  it('describes a guide by its meta description, its excerpt, or its title', () => {
    expect(guideDescription({ ...guide, metaDescription: 'For search.' })).toBe('For search.');
    expect(guideDescription(guide)).toBe('You have 10 days.');
    expect(guideDescription({ ...guide, excerpt: ' ' })).toBe(
      'A free guide for timeshare owners from Timeshare Resolution Advocates: Cancelling in Florida.',
    );
  });

  it('places a guide under Home and the Education Centre', () => {
    expect(guideBreadcrumbJsonLd(SITE, guide)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://tra.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Education Centre',
          item: 'https://tra.example/resources',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Cancelling in Florida',
          item: 'https://tra.example/resources/cancelling-in-florida',
        },
      ],
    });
  });
});

describe('the legal database', () => {
  it('describes a statute as Legislation with its citation and jurisdiction', () => {
    expect(legalItemJsonLd(SITE, { kind: 'statutes', record: statute() }, i18n)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Legislation',
      name: 'Florida timeshare cancellation right',
      description: 'The buyer may cancel within 10 calendar days.',
      legislationType: 'Statute',
      legislationIdentifier: 'Fla. Stat. § 721.10',
      legislationJurisdiction: 'US-FL',
      url: 'https://tra.example/legal-database/legal_statute/s-fl-72110',
      publisher: { '@id': organizationId(SITE) },
    });
  });

  it('describes a regulation as Legislation passed by its agency', () => {
    const regulation = {
      id: 'g-ftc-tsr',
      title: 'Telemarketing Sales Rule',
      agency: 'ftc',
      cfr: '16 CFR Part 310',
      federalRegister: null,
      jurisdiction: 'federal',
      category: 'fraud',
      summary: 'Bans upfront fees for some services.',
      fullText: null,
      effectiveDate: null,
      lastRevised: null,
      status: 'active',
      sourceUrl: null,
      verifyWithSource: false,
      createdAt: '2025-01-10T12:00:00.000Z',
      updatedAt: '2025-01-15T12:00:00.000Z',
    };
    expect(legalItemJsonLd(SITE, { kind: 'regulations', record: regulation }, i18n)).toMatchObject({
      '@type': 'Legislation',
      legislationType: 'Regulation',
      legislationIdentifier: '16 CFR Part 310',
      legislationJurisdiction: 'US',
      legislationPassedBy: { name: 'Federal Trade Commission (FTC)' },
      url: 'https://tra.example/legal-database/legal_regulation/g-ftc-tsr',
    });
  });

  it('describes cases, forms and resources as creative works', () => {
    expect(legalItemJsonLd(SITE, { kind: 'cases', record: caseLaw() }, i18n)).toMatchObject({
      '@type': 'CreativeWork',
      genre: 'Court decision',
      name: 'FTC v. Vacation Communications Group',
      identifier: 'No. 6:13-cv-789',
      dateCreated: '2014-06-16',
      spatialCoverage: 'Federal',
      url: 'https://tra.example/legal-database/legal_case/c-ftc-vcg',
    });
    expect(legalItemJsonLd(SITE, { kind: 'forms', record: legalForm() }, i18n)).toMatchObject({
      '@type': 'DigitalDocument',
      genre: 'Cancellation letter',
      name: 'Florida Cancellation Letter',
      description: 'A letter to cancel a Florida timeshare purchase within 10 days.',
      url: 'https://tra.example/legal-database/legal_form/f-fl-cancel',
    });
    expect(
      legalItemJsonLd(SITE, { kind: 'resources', record: legalResource() }, i18n),
    ).toMatchObject({
      '@type': 'CreativeWork',
      name: 'Your cancellation rights in Florida',
      dateModified: '2025-01-05',
      url: 'https://tra.example/legal-database/legal_resource/r-guide',
    });
  });

  it('places an entry under Home and the Legal Database', () => {
    const crumbs = legalItemBreadcrumbJsonLd(SITE, { kind: 'cases', record: caseLaw() });
    expect(crumbs.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      ['Home', 'https://tra.example/'],
      ['Legal Database', 'https://tra.example/legal'],
      [
        'FTC v. Vacation Communications Group',
        'https://tra.example/legal-database/legal_case/c-ftc-vcg',
      ],
    ]);
  });
});
