/** The portal's link to the agreement and ID card page (English for now, decision 0118). */
export const DIRECT_SELLER_NAV = { to: '/manage/direct-seller', text: 'Agreement & ID card' };
