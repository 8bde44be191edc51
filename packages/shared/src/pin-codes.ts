// India Post's PIN codes: the first digit is the postal zone, which covers known states and
// union territories (9 is the Army Postal Service, which a shop does not deliver to). A PIN
// whose zone does not cover the address's state is a typo in one or the other. No zod here.

const ZONES: Record<string, string[]> = {
  '1': [
    'Delhi',
    'Haryana',
    'Punjab',
    'Himachal Pradesh',
    'Jammu and Kashmir',
    'Ladakh',
    'Chandigarh',
  ],
  '2': ['Uttar Pradesh', 'Uttarakhand'],
  '3': ['Rajasthan', 'Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '4': ['Maharashtra', 'Goa', 'Madhya Pradesh', 'Chhattisgarh'],
  // Yanam (Puducherry) has 533 PINs.
  '5': ['Andhra Pradesh', 'Telangana', 'Karnataka', 'Puducherry'],
  '6': ['Tamil Nadu', 'Kerala', 'Puducherry', 'Lakshadweep'],
  '7': [
    'West Bengal',
    'Odisha',
    'Assam',
    'Sikkim',
    'Arunachal Pradesh',
    'Nagaland',
    'Manipur',
    'Mizoram',
    'Tripura',
    'Meghalaya',
    'Andaman and Nicobar Islands',
  ],
  '8': ['Bihar', 'Jharkhand'],
};

export const PIN_CODE_PATTERN = /^[1-8]\d{5}$/;

/** True when the PIN is a deliverable Indian PIN whose postal zone covers the state. */
export const isPinCodeInState = (pin: string, state: string) =>
  PIN_CODE_PATTERN.test(pin) && (ZONES[pin[0]!]?.includes(state) ?? false);
