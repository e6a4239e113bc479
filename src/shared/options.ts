/** Option lists of spec §9 with the labels people see. */

export const purchaseTimeframes = [
  { value: 'within-1-year', label: 'Within the last year' },
  { value: '1-3-years', label: '1 to 3 years ago' },
  { value: '3-5-years', label: '3 to 5 years ago' },
  { value: '5-10-years', label: '5 to 10 years ago' },
  { value: 'over-10-years', label: 'More than 10 years ago' },
] as const;

export type PurchaseTimeframe = (typeof purchaseTimeframes)[number]['value'];

export const purchaseTimeframeValues = purchaseTimeframes.map((option) => option.value) as [
  PurchaseTimeframe,
  ...PurchaseTimeframe[],
];
