// Fails when a production dependency has a known high or critical vulnerability
// (`npm audit --omit=dev`), printing each one. An audit that could not run fails too: a gate
// that passes when it cannot look is no gate. AUDIT_ALLOW_UNREACHABLE=true turns that case
// into a warning, for machines whose network lets the registry's advisory service through.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const BLOCKING = new Set(['high', 'critical']);

/**
 * What the audit report means: `ok`, `vulnerable` with the blocking findings, or `unavailable`
 * with the reason the audit could not run.
 */
export function auditVerdict(report) {
  if (!report || typeof report !== 'object' || !report.vulnerabilities) {
    const reason =
      report?.error?.summary || report?.message || report?.error?.code || 'no audit report';
    return { status: 'unavailable', reason: String(reason) };
  }
  const findings = Object.values(report.vulnerabilities)
    .filter((entry) => BLOCKING.has(entry.severity))
    .map((entry) => ({
      name: entry.name,
      severity: entry.severity,
      range: entry.range,
      advisories: entry.via
        .filter((via) => typeof via === 'object')
        .map((via) => `${via.title} (${via.url})`),
      fixAvailable: Boolean(entry.fixAvailable),
    }));
  return findings.length > 0 ? { status: 'vulnerable', findings } : { status: 'ok', findings };
}

function runAudit() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return JSON.parse(result.stdout);
  } catch {
    return { message: (result.stderr || result.stdout || 'npm audit printed nothing').trim() };
  }
}

function main() {
  const report = runAudit();
  const verdict = auditVerdict(report);
  const counts = report?.metadata?.vulnerabilities;
  if (verdict.status === 'unavailable') {
    console.error(`npm audit could not run: ${verdict.reason}`);
    if (process.env.AUDIT_ALLOW_UNREACHABLE === 'true') {
      console.warn('AUDIT_ALLOW_UNREACHABLE=true: not failing, but nothing was checked.');
      return 0;
    }
    return 2;
  }
  console.log(
    `npm audit --omit=dev: ${counts ? JSON.stringify(counts) : 'no counts'} in ${report.metadata?.dependencies?.prod ?? '?'} production dependencies`,
  );
  if (verdict.status === 'ok') {
    console.log('No high or critical findings.');
    return 0;
  }
  console.error(`${verdict.findings.length} high or critical finding(s):`);
  for (const finding of verdict.findings) {
    console.error(
      `- ${finding.name} ${finding.range} [${finding.severity}]${finding.fixAvailable ? ' (fix available: npm audit fix)' : ''}`,
    );
    for (const advisory of finding.advisories) console.error(`    ${advisory}`);
  }
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
