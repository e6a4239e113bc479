/**
 * The per-address limit of a public form (decision 005): at most `max` submissions from one IP
 * address in each 15-minute window. Use as a route's `config.rateLimit`.
 */
export function formRateLimit(max: number) {
  return { max, timeWindow: '15 minutes' };
}
