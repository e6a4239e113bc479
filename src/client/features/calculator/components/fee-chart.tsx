import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FeeProjection } from '@shared/calculator';
import { useCalculatorFormat } from './format';

/** Slot width per bar in viewBox units; bars take 70 % of their slot. */
const SLOT = 10;
const BAR = 7;
const PLOT_HEIGHT = 100;

interface Scale {
  top: number;
  step: number;
  ticks: number[];
}

/** A "nice" 0-based axis (steps of 1, 2, 2.5 or 5 times a power of ten) with about 4 steps. */
export function niceScale(max: number): Scale | null {
  if (!(max > 0) || !Number.isFinite(max)) return null;
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const normalized = rough / magnitude;
  const factor =
    normalized <= 1 ? 1 : normalized <= 2 ? 2 : normalized <= 2.5 ? 2.5 : normalized <= 5 ? 5 : 10;
  const step = factor * magnitude;
  const count = Math.max(1, Math.ceil(max / step - 1e-9));
  const ticks = Array.from({ length: count + 1 }, (_, index) => index * step);
  return { top: count * step, step, ticks };
}

/** Which years get a label under the axis: all of them when few, else year 1 and round years. */
export function yearLabels(years: number): number[] {
  if (years <= 6) return Array.from({ length: years }, (_, index) => index + 1);
  const every = [2, 5, 10, 20, 25, 50].find((step) => Math.floor(years / step) + 1 <= 6) ?? 50;
  const labels = [1];
  for (let year = every; year <= years; year += every) labels.push(year);
  return labels;
}

export interface FeeChartProps {
  projection: FeeProjection;
}

/**
 * Bar chart of the yearly fees, hand-written SVG. Bars and grid lines scale with the viewBox;
 * the axis labels are HTML laid over the same percentages so they stay readable on a phone.
 * The whole chart is one image with a summary label: the table next to it holds the data.
 */
export function FeeChart({ projection }: FeeChartProps) {
  const { t } = useLingui();
  const format = useCalculatorFormat();
  const { rows } = projection;
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return null;

  const scale = niceScale(Math.max(...rows.map((row) => row.fee)));
  if (!scale) {
    const zero = format.usd(0);
    return (
      <p className="rounded-lg bg-ink-50 p-4 text-ink-700">
        <Trans>Every year’s fee is {zero}, so there is no chart to draw.</Trans>
      </p>
    );
  }

  const count = rows.length;
  const width = count * SLOT;
  const firstFee = format.usd(first.fee);
  const lastFee = format.usd(last.fee);
  const lastYear = last.year;
  const label =
    last.fee === first.fee
      ? t`Bar chart of your yearly maintenance fees over ${plural(count, { one: '# year', other: '# years' })}, staying at ${firstFee} each year. The table lists the fee for every year.`
      : t`Bar chart of your yearly maintenance fees over ${plural(count, { one: '# year', other: '# years' })}, rising from ${firstFee} in year 1 to ${lastFee} in year ${lastYear}. The table lists the fee for every year.`;
  const tickLabels = scale.ticks.map((tick) => format.axisUsd(tick, scale.step));
  const widestLabel = tickLabels.reduce((a, b) => (b.length > a.length ? b : a), '');

  return (
    <figure className="m-0">
      <figcaption className="mb-3 text-xl font-bold text-ink-900">
        <Trans>Your fees as a chart</Trans>
      </figcaption>
      <div role="img" aria-label={label} className="select-none">
        <p className="mb-2 text-sm font-semibold text-ink-700">
          <Trans>Fee (USD)</Trans>
        </p>
        <div className="grid grid-cols-[auto_1fr] gap-x-2">
          {/* Y axis labels, positioned on the same 0-100 % scale as the plot. */}
          <div className="relative h-56 text-sm text-ink-700 tabular-nums sm:h-64">
            <span className="invisible block h-0 overflow-hidden">{widestLabel}</span>
            {scale.ticks.map((tick, index) => (
              <span
                key={tick}
                className="absolute right-0 translate-y-1/2 leading-none whitespace-nowrap"
                style={{ bottom: `${(tick / scale.top) * 100}%` }}
              >
                {tickLabels[index]}
              </span>
            ))}
          </div>
          <div className="relative h-56 border-b-2 border-l-2 border-ink-500 sm:h-64">
            <svg
              viewBox={`0 0 ${width} ${PLOT_HEIGHT}`}
              preserveAspectRatio="none"
              className="absolute inset-0 h-full w-full overflow-visible"
              aria-hidden="true"
              focusable="false"
            >
              {scale.ticks.slice(1).map((tick) => {
                const y = PLOT_HEIGHT - (tick / scale.top) * PLOT_HEIGHT;
                return (
                  <line
                    key={tick}
                    x1={0}
                    x2={width}
                    y1={y}
                    y2={y}
                    className="stroke-ink-200"
                    strokeWidth={1}
                    vectorEffect="non-scaling-stroke"
                  />
                );
              })}
              {rows.map((row, index) => {
                const height = (row.fee / scale.top) * PLOT_HEIGHT;
                const year = row.year;
                const fee = format.usd(row.fee);
                return (
                  <rect
                    key={row.year}
                    x={index * SLOT + (SLOT - BAR) / 2}
                    y={PLOT_HEIGHT - height}
                    width={BAR}
                    height={height}
                    className="fill-brand-600"
                  >
                    <title>{t`Year ${year}: ${fee}`}</title>
                  </rect>
                );
              })}
            </svg>
          </div>
          <div />
          {/* X axis labels under the centre of their bars. */}
          <div className="relative mt-1 h-7 text-sm text-ink-700 tabular-nums">
            {yearLabels(count).map((year) => (
              <span
                key={year}
                className="absolute top-0 -translate-x-1/2"
                style={{ left: `${((year - 0.5) / count) * 100}%` }}
              >
                {year}
              </span>
            ))}
          </div>
        </div>
        <p className="text-center text-sm font-semibold text-ink-700">
          <Trans>Year</Trans>
        </p>
      </div>
    </figure>
  );
}
