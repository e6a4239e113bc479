// Types for the parts of hot-formula-parser (a dev dependency without its own types) that the
// workbook tests use to evaluate the calculator's formulas.
declare module 'hot-formula-parser' {
  export interface CellCoord {
    label: string;
    row: { index: number; isAbsolute: boolean; label: string };
    column: { index: number; isAbsolute: boolean; label: string };
  }

  export type FormulaValue = number | string | boolean | null | FormulaValue[];

  export class Parser {
    parse(formula: string): { error: string | null; result: FormulaValue };
    setVariable(name: string, value: FormulaValue): this;
    on(
      event: 'callCellValue',
      handler: (cell: CellCoord, done: (value: FormulaValue) => void) => void,
    ): this;
    on(
      event: 'callRangeValue',
      handler: (start: CellCoord, end: CellCoord, done: (value: FormulaValue[][]) => void) => void,
    ): this;
    on(
      event: 'callVariable',
      handler: (name: string, done: (value: FormulaValue) => void) => void,
    ): this;
  }
}
