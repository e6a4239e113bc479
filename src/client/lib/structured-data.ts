/* eslint-disable lingui/no-unlocalized-strings -- schema.org's vocabulary and codes, not words for people */
import type { I18n } from '@lingui/core';
import type { Article } from '@shared/contracts/content';
import { guideSlugOf } from '@shared/guide-slug';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, localizedHref } from '@shared/i18n/locales';
import { officeHoursIn } from '@shared/site-config';
import type {
  CaseLaw,
  LegalForm,
  LegalResource,
  Regulation,
  Statute,
} from '@shared/contracts/legal';
import type { jurisdictions } from '@shared/legal-filters';
import type { Option } from '@shared/option-list';
import {
  agencies,
  caseJurisdictions,
  formTypes,
  legalResourceTypeOfKind,
} from '@shared/legal-filters';
import { text } from '@shared/i18n/text';
import { absoluteUrl, DEFAULT_DESCRIPTION, SHARE_IMAGE } from './head-tags';
import { activeText } from './i18n/active';
import { SITE_NAME } from './page-head';
import { paths } from './paths';
import { siteConfig } from './site-config';

/*
 * schema.org objects for search engines (JSON-LD), one builder per kind of page. Every link is
 * absolute, so each builder is given the site's address (https://example.org, no trailing
 * slash). Contacts are read from siteConfig when a builder runs, so they are the configured ones.
 */

const CONTEXT = 'https://schema.org';
const LANGUAGE = 'en-US';
/** The square logo (src/client/public/logo.png). */
const LOGO = { path: '/logo.png', size: 512 } as const;

/** How objects on other pages point at the organisation without repeating it. */
export function organizationId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, paths.home.getHref())}#organization`;
}

/** The organisation as an author or publisher: its id, name, address and logo. */
function organizationRef(siteUrl: string) {
  return {
    '@type': 'NGO',
    '@id': organizationId(siteUrl),
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, paths.home.getHref()),
    logo: {
      '@type': 'ImageObject',
      url: absoluteUrl(siteUrl, LOGO.path),
      width: LOGO.size,
      height: LOGO.size,
    },
  };
}

/** The nonprofit itself, with the support line as configured (the home page), in its language. */
export function organizationJsonLd(siteUrl: string, i18n: I18n) {
  const { supportEmail, supportPhonePrimary, supportPhoneSecondary } = siteConfig;
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const officeHours = officeHoursIn(siteConfig, locale);
  return {
    '@context': CONTEXT,
    ...organizationRef(siteUrl),
    alternateName: 'TRA',
    description: i18n._(DEFAULT_DESCRIPTION),
    email: supportEmail,
    telephone: supportPhonePrimary,
    contactPoint: [supportPhonePrimary, supportPhoneSecondary].map((telephone) => ({
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone,
      email: supportEmail,
      areaServed: 'US',
      availableLanguage: ['English', 'Spanish'],
      // Office hours are configured as free text; schema.org carries it as a description.
      hoursAvailable: { '@type': 'OpeningHoursSpecification', description: officeHours },
    })),
  };
}

/** Questions and answers in plain text, as the page shows them. */
export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

/** A link on the way to the page, such as the Education Centre above a guide. */
export interface Crumb {
  name: string;
  /** The path on the site, such as '/resources'. */
  path: string;
}

/** Home › … › the page itself. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: paths.home.getHref() }, ...crumbs].map(
      (crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(siteUrl, crumb.path),
      }),
    ),
  };
}

// Guides.

/**
 * What a guide says about itself in search results: its meta description, else its excerpt,
 * else a sentence in the page's language (`i18n`, or the active one).
 */
export function guideDescription(article: Article, i18n?: I18n): string {
  const fallback = text('A free guide for timeshare owners from {site}: {title}.', {
    site: SITE_NAME,
    title: article.title,
  });
  return (
    article.metaDescription?.trim() ||
    article.excerpt?.trim() ||
    (i18n ? i18n._(fallback) : activeText(fallback))
  );
}

/** A guide as an Article written and published by the organisation. */
export function articleJsonLd(siteUrl: string, article: Article) {
  // A guide's address in its language: translations share the English guide's slug.
  const url = absoluteUrl(
    siteUrl,
    localizedHref(paths.resource.getHref(guideSlugOf(article)), article.locale),
  );
  const organization = organizationRef(siteUrl);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: guideDescription(article),
    datePublished: article.publishedAt ?? article.createdAt,
    dateModified: article.updatedAt,
    author: organization,
    publisher: organization,
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(siteUrl, SHARE_IMAGE.path),
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
    },
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    articleSection: article.categoryName ?? undefined,
    keywords: article.tags.length > 0 ? article.tags.join(', ') : undefined,
    inLanguage: INTL_LOCALES[article.locale],
    isAccessibleForFree: true,
  };
}

/** Home › Education Centre › the guide. */
export function guideBreadcrumbJsonLd(siteUrl: string, article: Article) {
  return breadcrumbJsonLd(siteUrl, [
    { name: 'Education Centre', path: paths.resources.getHref() },
    { name: article.title, path: paths.resource.getHref(guideSlugOf(article)) },
  ]);
}

// The legal database.

/** One entry of the legal database with its kind, as its page shows it. */
export type LegalItemRecord =
  | { kind: 'statutes'; record: Statute }
  | { kind: 'cases'; record: CaseLaw }
  | { kind: 'regulations'; record: Regulation }
  | { kind: 'forms'; record: LegalForm }
  | { kind: 'resources'; record: LegalResource };

type JurisdictionValue = (typeof jurisdictions)[number]['value'];

/** ISO 3166 codes of the jurisdictions laws come from (the country, or a US state). */
const jurisdictionCodes: Record<JurisdictionValue, string> = {
  federal: 'US',
  florida: 'US-FL',
  california: 'US-CA',
  nevada: 'US-NV',
  hawaii: 'US-HI',
};

/** An option's label in the page's language; a value no list knows is shown as it is. */
function optionLabel(options: readonly Option[], value: string, i18n: I18n): string {
  const option = options.find((candidate) => candidate.value === value);
  return option ? i18n._(option.label) : value;
}

function jurisdictionCode(value: string, i18n: I18n): string {
  return Object.hasOwn(jurisdictionCodes, value)
    ? jurisdictionCodes[value as JurisdictionValue]
    : optionLabel(caseJurisdictions, value, i18n);
}

function legalItemName(item: LegalItemRecord): string {
  return item.kind === 'cases' ? item.record.caseName : item.record.title;
}

/** What the entry is about in a few sentences: its summary, or a form's or guide's description. */
export function legalItemDescription(item: LegalItemRecord): string {
  return item.kind === 'forms' || item.kind === 'resources'
    ? item.record.description
    : item.record.summary;
}

function legalItemPath(item: LegalItemRecord): string {
  return paths.legalItem.getHref(legalResourceTypeOfKind[item.kind], item.record.id);
}

/** What every entry says: its name, page, language, publisher and when it changed. */
function legalItemBase(siteUrl: string, item: LegalItemRecord) {
  return {
    name: legalItemName(item),
    description: legalItemDescription(item),
    url: absoluteUrl(siteUrl, legalItemPath(item)),
    inLanguage: LANGUAGE,
    dateModified: item.record.updatedAt,
    publisher: organizationRef(siteUrl),
    isAccessibleForFree: true,
  };
}

/**
 * Statutes and regulations as Legislation (with their citation and jurisdiction); court cases,
 * forms and guides as creative works (a form is a document to fill in).
 */
export function legalItemJsonLd(siteUrl: string, item: LegalItemRecord, i18n: I18n) {
  const { '@type': type, ...details } = legalItemDetails(item, i18n);
  return { '@context': CONTEXT, '@type': type, ...legalItemBase(siteUrl, item), ...details };
}

function legalItemDetails(item: LegalItemRecord, i18n: I18n) {
  switch (item.kind) {
    case 'statutes':
      return {
        '@type': 'Legislation',
        legislationType: 'Statute',
        legislationIdentifier: item.record.citation,
        legislationJurisdiction: jurisdictionCode(item.record.jurisdiction, i18n),
      };
    case 'regulations':
      return {
        '@type': 'Legislation',
        legislationType: 'Regulation',
        legislationIdentifier: item.record.cfr ?? item.record.federalRegister ?? undefined,
        legislationJurisdiction: jurisdictionCode(item.record.jurisdiction, i18n),
        legislationPassedBy: {
          '@type': 'GovernmentOrganization',
          name: optionLabel(agencies, item.record.agency, i18n),
        },
      };
    case 'cases':
      return {
        '@type': 'CreativeWork',
        genre: 'Court decision',
        identifier: item.record.citation ?? undefined,
        dateCreated: item.record.decidedDate ?? undefined,
        spatialCoverage: optionLabel(caseJurisdictions, item.record.jurisdiction, i18n),
      };
    case 'forms':
      return {
        '@type': 'DigitalDocument',
        genre: optionLabel(formTypes, item.record.formType, i18n),
        spatialCoverage: optionLabel(caseJurisdictions, item.record.jurisdiction, i18n),
      };
    case 'resources':
      return {
        '@type': 'CreativeWork',
        keywords: item.record.tags.length > 0 ? item.record.tags.join(', ') : undefined,
        dateModified: item.record.lastReviewed ?? item.record.updatedAt,
      };
  }
}

/** Home › Legal Database › the entry. */
export function legalItemBreadcrumbJsonLd(siteUrl: string, item: LegalItemRecord) {
  return breadcrumbJsonLd(siteUrl, [
    { name: 'Legal Database', path: paths.legal.getHref() },
    { name: legalItemName(item), path: legalItemPath(item) },
  ]);
}
