/*
 * Reads the Prometheus text exposition format (version 0.0.4) the way a scraper does, so tests
 * can check the text is well formed and read a sample's value, without promtool.
 */

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL_NAME = '[a-zA-Z_][a-zA-Z0-9_]*';
// A label value is any text with \\, \" and \n escaped.
const LABEL = `${LABEL_NAME}="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
const VALUE = '(?:[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?|[+-]?[iI]nf|[nN]a[nN])';

const HELP_LINE = new RegExp(`^# HELP (${NAME}) (.*)$`);
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE_LINE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (${VALUE})(?: -?\\d+)?$`,
);
const LABEL_PAIR = new RegExp(`(${LABEL_NAME})="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`, 'g');

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseSample(line: string): Sample | undefined {
  const match = SAMPLE_LINE.exec(line);
  if (!match) return undefined;
  const labels: Record<string, string> = {};
  for (const [, name, value] of (match[2] ?? '').matchAll(LABEL_PAIR)) labels[name!] = value!;
  // Prometheus reads values as Go's ParseFloat does: NaN and Inf in any case.
  const value = /nan$/i.test(match[3]!) ? NaN : Number(match[3]!.replace(/inf$/i, 'Infinity'));
  return { name: match[1]!, labels, value };
}

/** The metric family a sample belongs to: a histogram's _bucket, _sum and _count are its own. */
function familyOf(sample: string, types: Map<string, string>): string | undefined {
  if (types.has(sample)) return sample;
  const base = sample.replace(/_(bucket|sum|count)$/, '');
  return ['histogram', 'summary'].includes(types.get(base) ?? '') ? base : undefined;
}

/**
 * Every problem a scraper would have with `text`: a line that is no HELP, TYPE, sample or
 * blank line; a metric with two TYPE lines or none; a TYPE after the family's samples.
 */
export function checkExposition(text: string): string[] {
  const problems: string[] = [];
  const types = new Map<string, string>();
  const sampled = new Set<string>();
  if (!text.endsWith('\n')) problems.push('the text does not end with a line break');
  text.split('\n').forEach((line, index) => {
    const where = `line ${index + 1}: ${line}`;
    if (line === '' || HELP_LINE.test(line)) return;
    const type = TYPE_LINE.exec(line);
    if (type) {
      if (types.has(type[1]!)) problems.push(`${where} (a second TYPE)`);
      if (sampled.has(type[1]!)) problems.push(`${where} (TYPE after its samples)`);
      types.set(type[1]!, type[2]!);
      return;
    }
    if (line.startsWith('#')) return problems.push(`${where} (an unknown comment)`);
    const sample = parseSample(line);
    if (!sample) return problems.push(`${where} (not a sample)`);
    const family = familyOf(sample.name, types);
    if (!family) return problems.push(`${where} (no TYPE for ${sample.name})`);
    sampled.add(family);
  });
  return problems;
}

/** The value of the sample `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const sample = line.startsWith('#') ? undefined : parseSample(line);
    if (
      sample?.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value)
    ) {
      return sample.value;
    }
  }
  return undefined;
}
