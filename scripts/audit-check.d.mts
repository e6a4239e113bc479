export interface AuditFinding {
  name: string;
  severity: string;
  range: string;
  advisories: string[];
  fixAvailable: boolean;
}

export type AuditVerdict =
  | { status: 'ok' | 'vulnerable'; findings: AuditFinding[] }
  | { status: 'unavailable'; reason: string };

export function auditVerdict(report: unknown): AuditVerdict;
