// The PIN directory (decision 0114): a PIN's district, taken as the city, and its state, for the
// address form to fill in. Kept out of the index so the web app loads it only when a PIN is typed
// (about 17 kB gzipped); the person can still correct what it fills.
import { PIN_CODE_PATTERN } from './pin-codes';
import { PIN_DIRECTORY_LINES } from './pin-directory-data';

export interface PinPlace {
  city: string;
  state: string;
}

let places: Map<number, PinPlace> | undefined;

// Each line is "District|State|first PIN gap gap …" (see scripts/build-pin-directory.mjs).
function readDirectory() {
  const map = new Map<number, PinPlace>();
  for (const line of PIN_DIRECTORY_LINES) {
    const [city = '', state = '', pins = ''] = line.split('|');
    const place = { city, state };
    let pin = 0;
    for (const gap of pins.split(' ')) {
      pin += Number(gap);
      map.set(pin, place);
    }
  }
  return map;
}

/** The city and state of a deliverable 6-digit PIN, or undefined when the directory lacks it. */
export function lookUpPinCode(pin: string): PinPlace | undefined {
  if (!PIN_CODE_PATTERN.test(pin)) return undefined;
  places ??= readDirectory();
  const place = places.get(Number(pin));
  return place ? { ...place } : undefined;
}
