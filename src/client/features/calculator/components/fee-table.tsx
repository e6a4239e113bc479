import { Trans } from '@lingui/react/macro';
import type { FeeProjection } from '@shared/calculator';
import { useCalculatorFormat } from './format';

export interface FeeTableProps {
  projection: FeeProjection;
}

/** Year-by-year fees: the accessible data source behind the chart. */
export function FeeTable({ projection }: FeeTableProps) {
  const format = useCalculatorFormat();
  return (
    <div>
      <table className="w-full border-collapse text-left">
        <caption className="mb-3 text-left text-xl font-bold text-ink-900">
          <Trans>Your fee, year by year</Trans>
        </caption>
        <thead>
          <tr className="border-b-2 border-ink-300">
            <th scope="col" className="px-3 py-2 font-semibold text-ink-900">
              <Trans>Year</Trans>
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold text-ink-900">
              <Trans>Fee</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {projection.rows.map((row) => (
            <tr key={row.year} className="border-b border-ink-200 even:bg-ink-50">
              <th scope="row" className="px-3 py-2 font-normal text-ink-900">
                {row.year}
              </th>
              <td className="px-3 py-2 text-right text-ink-900 tabular-nums">
                {format.usd(row.fee)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink-300">
            <th scope="row" className="px-3 py-2 font-bold text-ink-900">
              <Trans>Total</Trans>
            </th>
            <td className="px-3 py-2 text-right font-bold text-ink-900 tabular-nums">
              {format.usd(projection.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-3 text-sm text-ink-700">
        <Trans>
          Each year’s fee is rounded to the nearest cent. The total adds up the exact amounts, so it
          can differ from the rounded rows by a few cents.
        </Trans>
      </p>
    </div>
  );
}
