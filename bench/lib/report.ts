// Plain-text output shared by the benchmarks: lines, aligned tables and medians.
import { cpus, loadavg, totalmem } from 'node:os';

export const print = (line = '') => process.stdout.write(`${line}\n`);

/** Prints a table whose columns are as wide as their widest cell; numbers align right. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = rows.map((row) => row.map(String));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((row) => row[column]?.length ?? 0)),
  );
  const numeric = headers.map((_, column) =>
    rows.every(
      (row) => typeof row[column] === 'number' || /^[\d.,\s%x-]+$/.test(String(row[column])),
    ),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        numeric[column] ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  print(line(headers));
  print(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells) print(line(row));
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A positive number from the environment (seconds, runs, connections), or the default. */
export function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`Invalid ${name}=${JSON.stringify(raw)}: must be a positive number`);
    process.exit(2);
  }
  return value;
}

/** Where and when the figures were taken, with a warning when other work shares the CPUs. */
export function printMachine(): void {
  const cores = cpus();
  const [oneMinute] = loadavg();
  print(
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown'}) · ${(totalmem() / 2 ** 30).toFixed(0)} GiB · Node ${process.version} · load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  if (oneMinute! > cores.length / 2) {
    print(
      `Warning: the machine is busy (load ${oneMinute!.toFixed(1)} on ${cores.length} cores); figures will be lower and noisier than on an idle machine.`,
    );
  }
}
