import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, CalendarClock, Download, GraduationCap, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { downloadHref, downloads, type Download as DownloadFile } from '@shared/downloads';
import { paths } from '@client/lib/paths';

const tools = [
  {
    icon: Scale,
    title: msg`Legal database`,
    text: msg`Statutes, case law, regulations and legal forms about timeshares, with full-text search.`,
    open: msg`Open the legal database`,
    href: paths.legal.getHref(),
  },
  {
    icon: GraduationCap,
    title: msg`Education centre`,
    text: msg`The plain-language guides we give owners, so you know what your clients have read.`,
    open: msg`Open the education centre`,
    href: paths.resources.getHref(),
  },
  {
    icon: CalendarClock,
    title: msg`Cancellation deadline checker`,
    text: msg`Works out the last day a buyer may cancel a recent timeshare purchase, for the states it covers.`,
    open: msg`Open the cancellation deadline checker`,
    href: paths.rescissionChecker.getHref(),
  },
];

/** What kind of file a download is, and how long. */
function FileFacts({ file }: { file: DownloadFile }) {
  const { fileType, pages } = file;
  if (pages) {
    return <Plural value={pages} one={`${fileType}, # page`} other={`${fileType}, # pages`} />;
  }
  return <Trans>{fileType} spreadsheet</Trans>;
}

/** The Resources tab: the site's tools and free downloads that help in partners' work. */
export function ResourcesTab() {
  const { i18n } = useLingui();
  return (
    <div className="space-y-10">
      <section aria-labelledby="resources-tools" className="space-y-4">
        <h2 id="resources-tools" className="text-2xl font-bold text-ink-900">
          <Trans>Tools for your work</Trans>
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {tools.map(({ icon: Icon, title, text, open, href }) => (
            <li key={href} className="flex flex-col rounded-xl border border-ink-200 bg-white p-5">
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
              <h3 className="mt-3 text-xl font-bold text-ink-900">{i18n._(title)}</h3>
              <p className="mt-1 flex-1 text-ink-700">{i18n._(text)}</p>
              <Link
                to={href}
                className="mt-3 inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
              >
                {i18n._(open)}
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="resources-downloads" className="space-y-4">
        <h2 id="resources-downloads" className="text-2xl font-bold text-ink-900">
          <Trans>Free downloads to share with clients</Trans>
        </h2>
        <ul className="space-y-3">
          {downloads.map((file) => (
            <li key={file.id} className="rounded-xl border border-ink-200 bg-white p-4">
              <a
                href={downloadHref(file)}
                download={file.fileName}
                className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold underline underline-offset-4"
              >
                <Download aria-hidden="true" className="h-5 w-5 shrink-0" />
                {i18n._(file.title)}
                <span className="font-normal text-ink-700">
                  (<FileFacts file={file} />)
                </span>
              </a>
              <p className="text-ink-700">{i18n._(file.description)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
