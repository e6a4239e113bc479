import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { paths } from '@client/lib/paths';
import { BackLink } from '@client/components/back-link';
import { ContactLines } from '@client/components/contact-lines';

export interface InfoPageProps {
  title: string;
  /** One or two plain sentences that say what the page is about. */
  summary: ReactNode;
  children: ReactNode;
}

/** The shared layout of the plain-language policy pages (privacy, terms, accessibility, disclaimer). */
export function InfoPage({ title, summary, children }: InfoPageProps) {
  const { t } = useLingui();
  return (
    <article className="px-4 py-12 sm:px-6 md:py-16">
      <div className="mx-auto max-w-[70ch]">
        <BackLink to={paths.home.getHref()}>
          <Trans>Back to the home page</Trans>
        </BackLink>
        <h1 className="mt-4 text-4xl leading-tight font-bold text-ink-900">{title}</h1>
        <div className="mt-4 text-xl text-ink-700">{summary}</div>
        <div className="mt-10 space-y-10">{children}</div>
        <aside
          aria-labelledby="info-page-questions"
          className="mt-12 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm"
        >
          <h2 id="info-page-questions" className="text-2xl font-bold text-ink-900">
            <Trans>Questions?</Trans>
          </h2>
          <p className="mt-2 text-ink-700">
            <Trans>We are happy to explain anything on this page. Email or call us.</Trans>
          </p>
          <ContactLines emailSubject={t`Question about our ${title}`} className="mt-3" />
        </aside>
      </div>
    </article>
  );
}

/** One titled part of an info page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 text-ink-900">
      <h2 className="text-2xl font-bold">{title}</h2>
      {children}
    </section>
  );
}
