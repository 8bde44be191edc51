/** The portal's link to the agreement and ID card page (its name: the shell's words). */
export const DIRECT_SELLER_NAV = {
  to: '/manage/direct-seller',
  label: 'shell.directSeller',
} as const;
