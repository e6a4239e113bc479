/** True when the error (or one it wraps) is PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current;) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}
