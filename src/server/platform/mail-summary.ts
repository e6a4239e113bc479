import { escapeHtml, type MailMessage } from './mail';

/** A label and its value; lines without a value are left out. */
export type SummaryLine = [label: string, value: string | undefined];

/**
 * A message that lists what someone sent through a form: an opening sentence, a table of
 * labelled values, and optionally a long text under its own heading, as plain text and HTML.
 */
export function summaryMail(
  intro: string,
  lines: SummaryLine[],
  longText?: SummaryLine,
): Pick<MailMessage, 'text' | 'html'> {
  const shown = lines.filter((line): line is [string, string] => Boolean(line[1]));
  const text = [
    intro,
    '',
    ...shown.map(([label, value]) => `${label}: ${value}`),
    ...(longText ? ['', `${longText[0]}:`, longText[1] ?? ''] : []),
  ].join('\n');
  const html = [
    `<p style="font-size:18px">${escapeHtml(intro)}</p>`,
    '<table cellpadding="4">',
    ...shown.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(longText
      ? [
          `<h2 style="font-size:16px">${escapeHtml(longText[0])}</h2>`,
          `<p style="white-space:pre-wrap">${escapeHtml(longText[1] ?? '')}</p>`,
        ]
      : []),
  ].join('\n');
  return { text, html };
}
