/**
 * Hindi descriptions of a few demo products (issue 29, decision 0165), so a Hindi reader of the
 * demo shop meets one; the others show their English.
 */
export const DEMO_HINDI_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Herbal Neem Shampoo': 'खुजली और रूसी वाली त्वचा के लिए नीम और रीठा से बना शैम्पू।',
  'Amla Hair Oil': 'मज़बूत बालों के लिए नारियल तेल में ठंडी विधि से निकाला गया आंवला।',
};
