// Hindi versions of the demo company's policy and contact pages (issue 29, decision 0142),
// seeded published beside the English; the company edits or removes them in the console.
import cancelRefund from './cancel-refund.md';
import contact from './contact.md';
import disclosure from './disclosure.md';

export interface DefaultPageTranslation {
  slug: string;
  title: string;
  summary: string;
  body: string;
}

export const DEFAULT_HINDI_PAGES: readonly DefaultPageTranslation[] = [
  {
    slug: 'contact',
    title: 'संपर्क करें',
    summary:
      'PGM ग्राहक सेवा और हमारी शिकायत अधिकारी से फ़ोन, ईमेल या चैट पर संपर्क करें, सोम–शनि 10:00–18:00 IST, और जानें हम कितनी जल्दी जवाब देते हैं।',
    body: contact,
  },
  {
    slug: 'disclosure',
    title: 'प्रकटीकरण',
    summary:
      'प्रत्यक्ष बिक्री नियम, 2021 के अंतर्गत अनिवार्य प्रकटीकरण: कंपनी का विवरण, कोई पिरामिड या धन परिचालन स्कीम नहीं, पारिश्रमिक और शिकायतें।',
    body: disclosure,
  },
  {
    slug: 'cancel-refund',
    title: 'रद्दीकरण और रिफ़ंड',
    summary:
      'भेजे जाने से पहले मुफ़्त रद्दीकरण, वापसी, एसोसिएट के लिए 30 दिनों की कूलिंग-ऑफ अवधि, बाय-बैक गारंटी और 7 कार्य दिवसों में रिफ़ंड।',
    body: cancelRefund,
  },
];
