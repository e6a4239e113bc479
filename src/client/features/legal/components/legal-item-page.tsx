import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Languages, Search, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LegalForm, LegalResource } from '@shared/contracts/legal';
import type { LegalKind } from '@shared/legal-filters';
import { BackLink } from '@client/components/back-link';
import { LoadFailed, LoadingMessage } from '@client/components/load-status';
import { ApiError } from '@client/lib/api-client';
import { shortDescription } from '@client/lib/head-tags';
import { usePageHead, type PageHead } from '@client/lib/page-head';
import {
  legalItemBreadcrumbJsonLd,
  legalItemDescription,
  legalItemJsonLd,
  type LegalItemRecord,
} from '@client/lib/structured-data';
import { useLegalItem } from '../api/get-legal-item';
import type { LegalRecordOfKind } from '../api/get-legal-list';
import { AudienceBadge } from './audience-badge';
import { FactList } from './fact-list';
import { safeExternalUrl } from './format';
import { FormLetter } from './form-letter';
import { LegalDisclaimer } from './legal-disclaimer';
import { LegalItemNotFound } from './legal-item-not-found';
import { kindFromResourceType, kindInfo, recordTitle } from './legal-kinds';
import { legalSearchHref, legalTabHref } from './legal-links';
import { detailFacts, detailTexts } from './record-facts';
import { RelatedCitations, SameJurisdictionItems } from './related-legal-items';

function VerifyNotice() {
  return (
    <div className="flex items-start gap-3 rounded-xl border-2 border-accent-500 bg-accent-100 p-4 text-lg text-ink-900">
      <ShieldAlert aria-hidden="true" className="mt-1 h-6 w-6 shrink-0" />
      <p>
        <Trans>
          <strong>Verify with the official source.</strong> We could not fully confirm every detail
          of this entry. Please check it against the official text before you rely on it.
        </Trans>
      </p>
    </div>
  );
}

function SourceLink({ url }: { url: string | null }) {
  const href = safeExternalUrl(url);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold underline underline-offset-4"
    >
      <Trans>
        Read the official text
        <span className="sr-only"> (opens in a new tab)</span>
      </Trans>
      <ExternalLink aria-hidden="true" className="h-5 w-5 shrink-0" />
    </a>
  );
}

/**
 * On pages in another language: laws keep their official English names, citations and text, and
 * the entries of the database are written in English, so say so plainly (docs/i18n.md).
 */
function EnglishSourceNote() {
  const { i18n } = useLingui();
  if (i18n.locale === 'en') return null;
  return (
    <p role="note" className="flex items-start gap-3 text-lg text-ink-700">
      <Languages aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
      <Trans>The official text is in English.</Trans>
    </p>
  );
}

/**
 * What a route puts in place of a form's own letter box (the letters feature's panel, with PDF
 * and Word downloads); null keeps the form's own.
 */
export type FormLetterSlot = (form: LegalForm) => ReactNode;

function FormGuidance({ form, formLetter }: { form: LegalForm; formLetter?: FormLetterSlot }) {
  return (
    <>
      {form.instructions ? (
        <section aria-labelledby="legal-form-instructions" className="space-y-3">
          <h2 id="legal-form-instructions" className="text-2xl font-bold text-ink-900 md:text-3xl">
            <Trans>Instructions</Trans>
          </h2>
          <p lang="en" className="text-lg whitespace-pre-line text-ink-900">
            {form.instructions}
          </p>
        </section>
      ) : null}
      {form.applicableLaws.length > 0 ? (
        <section aria-labelledby="legal-form-laws" className="space-y-3">
          <h2 id="legal-form-laws" className="text-2xl font-bold text-ink-900 md:text-3xl">
            <Trans>Laws this form relies on</Trans>
          </h2>
          <ul className="space-y-1">
            {form.applicableLaws.map((law) => (
              <li key={law}>
                <Link
                  to={legalSearchHref(law)}
                  className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold underline underline-offset-4"
                >
                  <Search aria-hidden="true" className="h-5 w-5 shrink-0" />
                  {law}
                  <span className="sr-only">
                    {' '}
                    <Trans>(search the legal database)</Trans>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {formLetter?.(form) ?? <FormLetter form={form} />}
    </>
  );
}

/** A resource's Markdown, rendered and sanitised on the server like a guide (decision 015). */
function ResourceContent({ resource }: { resource: LegalResource }) {
  if (!resource.contentHtml) return null;
  return (
    <section aria-labelledby="legal-resource-content" className="space-y-2">
      <h2 id="legal-resource-content" className="text-2xl font-bold text-ink-900 md:text-3xl">
        <Trans>Content</Trans>
      </h2>
      <div
        lang="en"
        className="prose-article"
        // Sanitised on the server with the guides' allow-list: safe to insert.
        dangerouslySetInnerHTML={{ __html: resource.contentHtml }}
      />
    </section>
  );
}

function RecordView<K extends LegalKind>({
  kind,
  record,
  formLetter,
}: {
  kind: K;
  record: LegalRecordOfKind[K];
  formLetter?: FormLetterSlot;
}) {
  const { i18n } = useLingui();
  const title = recordTitle(kind, record);
  const sourceUrl = 'sourceUrl' in record ? record.sourceUrl : null;
  return (
    <>
      <article aria-labelledby="legal-item-title" className="space-y-8">
        <header className="space-y-4">
          <p className="text-lg font-semibold text-brand-800">{i18n._(kindInfo[kind].singular)}</p>
          <h1
            id="legal-item-title"
            // The database's entries are written in English (official names and titles).
            lang="en"
            className="text-3xl leading-tight font-bold text-ink-900 sm:text-4xl md:text-5xl"
          >
            {title}
          </h1>
          {'targetAudience' in record ? <AudienceBadge audience={record.targetAudience} /> : null}
          {record.verifyWithSource ? <VerifyNotice /> : null}
          <FactList facts={detailFacts(kind, record, i18n)} className="text-lg" />
          <SourceLink url={sourceUrl} />
          {/* A resource is our own explanation, not a law with an official text. */}
          {kind === 'resources' ? null : <EnglishSourceNote />}
        </header>
        {detailTexts(kind, record, i18n).map((section) => (
          <section key={section.heading} className="space-y-2">
            <h2 className="text-2xl font-bold text-ink-900 md:text-3xl">{section.heading}</h2>
            {/* The database's own words are in English (read aloud as English). */}
            <p lang="en" className="text-lg whitespace-pre-line text-ink-900">
              {section.text}
            </p>
          </section>
        ))}
        {kind === 'forms' ? (
          <FormGuidance form={record as LegalForm} formLetter={formLetter} />
        ) : null}
        {kind === 'resources' ? <ResourceContent resource={record as LegalResource} /> : null}
        <LegalDisclaimer />
      </article>
      {kind === 'resources' ? (
        <RelatedCitations resource={record as LegalResource} />
      ) : (
        <SameJurisdictionItems
          kind={kind}
          record={record as LegalRecordOfKind[K] & { jurisdiction: string }}
        />
      )}
    </>
  );
}

const NOT_FOUND_TITLE = msg`Legal entry not found`;

function notFoundHead(i18n: I18n): PageHead {
  return { title: i18n._(NOT_FOUND_TITLE), noindex: true };
}

/** An entry's head: its name, the start of its summary, and its structured data. */
function legalItemHead<K extends LegalKind>(
  kind: K,
  record: LegalRecordOfKind[K],
  i18n: I18n,
): PageHead {
  // The kind and record always match (LegalRecordOfKind); TypeScript cannot see it through K.
  const item = { kind, record } as LegalItemRecord;
  return {
    title: recordTitle(kind, record),
    description: shortDescription(legalItemDescription(item)),
    jsonLd: (siteUrl) => [
      legalItemJsonLd(siteUrl, item, i18n),
      legalItemBreadcrumbJsonLd(siteUrl, item),
    ],
  };
}

function LegalItem<K extends LegalKind>({
  kind,
  id,
  formLetter,
}: {
  kind: K;
  id: string;
  formLetter?: FormLetterSlot;
}) {
  const { t, i18n } = useLingui();
  const item = useLegalItem(kind, id);
  const notFound = item.error instanceof ApiError && item.error.status === 404;
  usePageHead(
    item.data
      ? legalItemHead(kind, item.data, i18n)
      : notFound
        ? notFoundHead(i18n)
        : { title: t`Legal Database` },
  );

  if (notFound) return <LegalItemNotFound />;
  return (
    <div className="px-4 py-10 sm:px-6 md:py-14">
      {/* Long addresses, citations and names wrap, whatever the record's text becomes (plain
          or rendered Markdown), and a wide table scrolls in its own box: never the page. */}
      <div className="legal-item mx-auto max-w-4xl min-w-0 space-y-10">
        <BackLink to={legalTabHref(kind)} className="underline underline-offset-4">
          <Trans>Back to the Legal Database</Trans>
        </BackLink>
        {item.isPending ? <LoadingMessage label={i18n._(kindInfo[kind].loadingOne)} /> : null}
        {item.isError ? (
          <LoadFailed
            title={i18n._(kindInfo[kind].oneFailed)}
            error={item.error}
            onRetry={() => void item.refetch()}
          />
        ) : null}
        {item.data ? <RecordView kind={kind} record={item.data} formLetter={formLetter} /> : null}
      </div>
    </div>
  );
}

/**
 * /legal-database/{resourceType}/{id}: one record in full, its source, a verify flag, related
 * entries and, for a form, its letter to fill in. An unknown type or id shows 'not found'.
 */
export function LegalItemPage({
  resourceType,
  id,
  formLetter,
}: {
  resourceType: string;
  id: string;
  formLetter?: FormLetterSlot;
}) {
  const kind = kindFromResourceType(resourceType);
  if (!kind || !id) return <LegalItemNotFoundPage />;
  return <LegalItem kind={kind} id={id} formLetter={formLetter} />;
}

/** The not-found screen with its head: also what the server answers 404 with. */
export function LegalItemNotFoundPage() {
  const { i18n } = useLingui();
  usePageHead(notFoundHead(i18n));
  return <LegalItemNotFound />;
}
