import { expect, test } from 'vitest';
import { auditVerdict } from '../../scripts/audit-check.mjs';

// scripts/audit-check.mjs runs npm audit after the suite; its reading of the report is proven here.

const entry = (name: string, severity: string) => ({
  name,
  severity,
  range: '<1.2.3',
  via: [{ title: `${name} is broken`, url: `https://github.com/advisories/${name}` }],
  fixAvailable: true,
});

test('high and critical findings fail, with what to read', () => {
  const verdict = auditVerdict({
    vulnerabilities: {
      a: entry('a', 'critical'),
      b: entry('b', 'high'),
      c: entry('c', 'moderate'),
      d: entry('d', 'low'),
    },
  });
  expect(verdict.status).toBe('vulnerable');
  expect(
    verdict.status !== 'unavailable' && verdict.findings.map((finding) => finding.name),
  ).toEqual(['a', 'b']);
});

test('moderate and low findings alone pass', () => {
  expect(auditVerdict({ vulnerabilities: { c: entry('c', 'moderate') } }).status).toBe('ok');
  expect(auditVerdict({ vulnerabilities: {} }).status).toBe('ok');
});

test('an audit that could not reach the advisory service is not a pass', () => {
  expect(auditVerdict({ message: '405 Method Not Allowed', statusCode: 405 })).toEqual({
    status: 'unavailable',
    reason: '405 Method Not Allowed',
  });
  expect(auditVerdict({ error: { code: 'ENOTFOUND', summary: 'network down' } }).status).toBe(
    'unavailable',
  );
});
