import { describe, expect, it } from 'vitest';
import {
  filtersFromParams,
  kindFromParams,
  kindFromResourceType,
  paramsForKind,
} from './legal-kinds';

describe('legal database address', () => {
  it('reads the tab, falling back to Statutes', () => {
    expect(kindFromParams(new URLSearchParams('tab=forms'))).toBe('forms');
    expect(kindFromParams(new URLSearchParams('tab=opinions'))).toBe('statutes');
    expect(kindFromParams(new URLSearchParams())).toBe('statutes');
  });

  it('keeps only the filters and values a kind offers', () => {
    const params = new URLSearchParams('jurisdiction=9th-circuit&court=supreme-court&agency=ftc');
    expect(filtersFromParams('cases', params)).toEqual({
      jurisdiction: '9th-circuit',
      court: 'supreme-court',
    });
    expect(filtersFromParams('statutes', params)).toEqual({});
    expect(filtersFromParams('regulations', params)).toEqual({ agency: 'ftc' });
  });

  it('carries the search and the shared filters to another tab', () => {
    const from = new URLSearchParams(
      'tab=cases&q=rescission&jurisdiction=florida&court=state-court',
    );
    expect(paramsForKind('statutes', from).toString()).toBe(
      'q=rescission&tab=statutes&jurisdiction=florida',
    );
    const circuit = new URLSearchParams('tab=cases&jurisdiction=11th-circuit');
    expect(paramsForKind('regulations', circuit).toString()).toBe('tab=regulations');
  });

  it('maps item addresses to kinds', () => {
    expect(kindFromResourceType('legal_case')).toBe('cases');
    expect(kindFromResourceType('legal_form')).toBe('forms');
    expect(kindFromResourceType('article')).toBeNull();
    expect(kindFromResourceType('toString')).toBeNull();
  });
});
