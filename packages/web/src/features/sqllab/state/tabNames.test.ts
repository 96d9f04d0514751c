import { describe, expect, it } from 'vitest';
import { nextUntitledName } from './tabNames';

const format = (n: number): string => `Untitled Query ${n}`;

describe('nextUntitledName', () => {
  it('starts at Untitled Query 1', () => {
    expect(nextUntitledName([], format)).toBe('Untitled Query 1');
  });

  it('takes the highest untitled number plus one, ignoring other titles', () => {
    expect(nextUntitledName(['Untitled Query 1', 'Untitled Query 3', 'Flights 9'], format)).toBe(
      'Untitled Query 4',
    );
  });
});
