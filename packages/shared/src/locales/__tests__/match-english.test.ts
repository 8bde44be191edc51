import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../compile';
import { englishMatcher } from '../match-english';

const match = englishMatcher(
  compileCatalogue({
    'area.atMost': 'At most {max}',
    'area.atMostCharacters': 'At most {max} characters',
    'area.atMost100': 'At most 100 characters',
    'area.overCap': "The level percentages add up to {sum}%, above the plan's cap of {cap}%.",
    'area.usedTwice': 'Used twice: {value}',
    'area.items': '{count, plural, one {# item} other {# items}}',
    'area.bare': '{name}',
    'area.money': 'Pay {amount, number}',
    'area.again': 'At most 100 characters',
  }),
);

// Decision 0180: a schema's English, exact or built with a value, back to its key and values.
describe('englishMatcher', () => {
  it('finds an exact text by its key, the first of two keys with one text', () => {
    expect(match('At most 100 characters')).toEqual({ key: 'area.atMost100', values: {} });
  });

  it('finds a text built with values, and the values', () => {
    expect(match("The level percentages add up to 112.5%, above the plan's cap of 60%.")).toEqual({
      key: 'area.overCap',
      values: { sum: '112.5', cap: '60' },
    });
    expect(match('Used twice: SKU (1)')).toEqual({
      key: 'area.usedTwice',
      values: { value: 'SKU (1)' },
    });
  });

  it('prefers the most literal message: "At most {max} characters" over "At most {max}"', () => {
    expect(match('At most 40 characters')).toEqual({
      key: 'area.atMostCharacters',
      values: { max: '40' },
    });
    expect(match('At most 1,00,000')).toEqual({ key: 'area.atMost', values: { max: '1,00,000' } });
  });

  it('leaves plural, select, formatted and placeholder-only messages and unknown texts alone', () => {
    expect(match('3 items')).toBeUndefined();
    expect(match('Pay 5')).toBeUndefined();
    expect(match('Anything at all')).toBeUndefined();
    expect(match('At most')).toBeUndefined();
  });
});
