/** What a phone, PIN or code box keeps of a typed or pasted value: its digits, at most `max`. */
export const digitsOnly = (value: string, max = Infinity) => value.replace(/\D/g, '').slice(0, max);
