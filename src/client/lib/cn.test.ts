import { describe, expect, it } from 'vitest';
import { classConflictsIn } from '@client/testing/class-conflicts';
import { cn, withReplaceable } from './cn';

describe('cn', () => {
  it('joins what is set and leaves out the rest', () => {
    const withB = false;
    expect(cn('a', withB && 'b', { c: true, d: false }, ['e'])).toBe('a c e');
  });
});

describe('withReplaceable', () => {
  it('lets a caller replace a class of the same kind, for the same breakpoint or state', () => {
    expect(withReplaceable('rounded-2xl bg-white p-6 sm:p-8', 'p-4 bg-brand-50')).toBe(
      'rounded-2xl sm:p-8 p-4 bg-brand-50',
    );
    expect(withReplaceable('px-3 lg:px-3', 'lg:px-1')).toBe('px-3 lg:px-1');
    expect(withReplaceable('hover:bg-brand-800 bg-brand-700', 'hover:bg-accent-500')).toBe(
      'bg-brand-700 hover:bg-accent-500',
    );
  });

  it('tells sizes from colours, and widths from colours', () => {
    expect(withReplaceable('text-base text-ink-700', 'text-lg')).toBe('text-ink-700 text-lg');
    expect(withReplaceable('text-base text-ink-700', 'text-red-800')).toBe(
      'text-base text-red-800',
    );
    expect(withReplaceable('border border-ink-200', 'border-2')).toBe('border-ink-200 border-2');
    expect(withReplaceable('border border-ink-200', 'border-red-700')).toBe(
      'border border-red-700',
    );
    expect(withReplaceable('ring-2 ring-offset-2 ring-brand-700', 'ring-red-700')).toBe(
      'ring-2 ring-offset-2 ring-red-700',
    );
  });

  it('keeps everything when the caller gives nothing', () => {
    expect(withReplaceable(['a p-6', null], undefined)).toBe('a p-6');
  });

  it('leaves no class fighting another', () => {
    const element = document.createElement('div');
    element.className = withReplaceable(
      'rounded-xl border-2 p-4 text-base max-w-lg grid-flow-col mt-6',
      'rounded-2xl p-6 text-sm max-w-6xl grid-flow-row mt-0',
    );
    expect(classConflictsIn(element)).toEqual([]);
  });
});

describe('classConflictsIn', () => {
  it('finds two classes fighting over one property, anywhere below', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p class="p-4 text-lg"><span class="p-4 p-6 sm:p-8">x</span></p>';
    expect(classConflictsIn(root)).toEqual(['<span class="p-4 p-6 sm:p-8">: p-4']);
  });
});
