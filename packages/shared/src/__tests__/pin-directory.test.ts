import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../constants';
import { isPinCodeInState } from '../pin-codes';
import { PIN_DIRECTORY_LINES } from '../pin-directory-data';
import { lookUpPinCode } from '../pin-directory';

describe('the PIN directory', () => {
  it('gives the city and state of a known PIN', () => {
    expect(lookUpPinCode('110001')).toEqual({ city: 'Central Delhi', state: 'Delhi' });
    expect(lookUpPinCode('560001')).toEqual({ city: 'Bangalore', state: 'Karnataka' });
    expect(lookUpPinCode('600001')).toEqual({ city: 'Chennai', state: 'Tamil Nadu' });
    expect(lookUpPinCode('194101')).toEqual({ city: 'Leh', state: 'Ladakh' });
    expect(lookUpPinCode('402201')?.city).toBe('Raigarh');
  });

  it('knows nothing of an unknown, army or malformed PIN', () => {
    expect(lookUpPinCode('100000')).toBeUndefined();
    expect(lookUpPinCode('900001')).toBeUndefined();
    expect(lookUpPinCode('56000')).toBeUndefined();
    expect(lookUpPinCode('5600011')).toBeUndefined();
    expect(lookUpPinCode('56000a')).toBeUndefined();
  });

  it('names only the states of the form, each in the postal zone its PINs start with', () => {
    const states = new Set<string>(INDIAN_STATES);
    for (const line of PIN_DIRECTORY_LINES) {
      const [, state = '', pins = ''] = line.split('|');
      expect(states.has(state), state).toBe(true);
      expect(isPinCodeInState(pins.split(' ')[0]!, state), line.slice(0, 60)).toBe(true);
    }
  });
});
