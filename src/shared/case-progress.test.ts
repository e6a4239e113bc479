import { describe, expect, it } from 'vitest';
import { caseProgress } from './case-progress';

const states = (status: string) => caseProgress(status).steps.map((step) => step.state);

describe('caseProgress', () => {
  it('marks earlier steps completed, the current one current and later ones upcoming', () => {
    expect(states('submitted')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('in_progress')).toEqual(['completed', 'completed', 'current', 'upcoming']);
    expect(states('completed')).toEqual(['completed', 'completed', 'completed', 'current']);
    expect(caseProgress('reviewing').heading).toBeNull();
  });

  it('shows a closed case with every step inactive under "Case Closed"', () => {
    const progress = caseProgress('closed');
    expect(progress.heading?.message).toBe('Case Closed');
    expect(progress.description?.message).toMatch(/contact us/);
    expect(states('closed')).toEqual(['inactive', 'inactive', 'inactive', 'inactive']);
  });

  it('shows "Unknown Status" for a status it does not know', () => {
    expect(caseProgress('on_hold').heading?.message).toBe('Unknown Status');
    expect(states('on_hold')).toEqual(['inactive', 'inactive', 'inactive', 'inactive']);
  });

  it('titles the steps as the spec does', () => {
    expect(caseProgress('submitted').steps.map((step) => step.title.message)).toEqual([
      'Case Submitted',
      'Under Review',
      'In Progress',
      'Completed',
    ]);
  });
});
