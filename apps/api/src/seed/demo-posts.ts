import type { PostKind } from '@saathi/shared';

interface DemoPost {
  kind: PostKind;
  title: string;
  summary: string;
  body: string;
  publishedAt: string;
  /** Its Hindi version, published (issue 29, decision 0165). */
  hindi?: { title: string; summary: string; body: string };
}

const DEMO_NOTE = '_Demo post for the sample company Pragati Growth Marketing._';
const HINDI_DEMO_NOTE = '_नमूना कंपनी प्रगति ग्रोथ मार्केटिंग की डेमो पोस्ट।_';

/** Blog and news for the demo company; every post says it is demo content. */
export const DEMO_POSTS: readonly DemoPost[] = [
  {
    kind: 'blog',
    title: 'Five small habits for a healthier home',
    summary:
      'Clean water, fresh air and a few minutes of daily movement do more than any single product.',
    publishedAt: '2026-10-02T09:00:00+05:30',
    body: `${DEMO_NOTE}

## Start with water

Store drinking water in clean, covered containers and wash them every week. If your area has hard
water, a simple filter changes how your family's skin and hair feel within a month.

## Let the morning light in

Open windows for twenty minutes in the morning, before traffic peaks. Fresh air reduces damp and
the musty smell that settles into cupboards during the monsoon.

## Move for ten minutes, twice

Two short walks after meals help digestion and are easier to keep up than one long workout.

## Keep one shelf for medicines

Check expiry dates on the first of every month and keep prescriptions together with the strips.

## Sleep at the same time

A fixed bedtime, even on Sundays, is the cheapest wellness product there is.
`,
  },
  {
    kind: 'blog',
    title: 'How business value (BV) works at PGM',
    summary:
      'What BV points are, when they are pending, when they are confirmed and why returns reverse them.',
    publishedAt: '2026-09-15T09:00:00+05:30',
    body: `${DEMO_NOTE}

Every product in our catalogue carries **business value (BV) points**. When you or a customer you
referred buys a product, its BV is credited to your account.

## Pending, then confirmed

BV starts as **pending**. It is confirmed once the return window for the order has passed, because
a returned product was never really sold.

## Cancelled BV

If an order is cancelled or returned, its BV is cancelled too. You can see every change on the
Business Values page, with the reason and the date.

## What BV is not

BV is not money and it is not earned by recruiting. It measures genuine product sales only, as the
Consumer Protection (Direct Selling) Rules, 2021 require.
`,
  },
  {
    kind: 'blog',
    title: 'Choosing a sunscreen for Indian summers',
    summary: 'SPF, PA ratings and how much to apply, explained without jargon.',
    publishedAt: '2026-04-20T09:00:00+05:30',
    body: `${DEMO_NOTE}

## SPF and PA

SPF measures protection from UVB (burning); PA+ to PA++++ measures protection from UVA (ageing).
For daily city use, SPF 30 with PA+++ is enough for most people.

## How much

Two finger-lengths for the face and neck. Most people apply a third of that.

## When to re-apply

Every two to three hours outdoors, and after sweating or washing your face.
`,
  },
  {
    kind: 'news',
    title: 'PGM opens its second warehouse in Nagpur',
    summary: 'Orders from central India now reach customers a day sooner.',
    publishedAt: '2026-08-01T10:00:00+05:30',
    body: `${DEMO_NOTE}

Our new warehouse in Nagpur serves Maharashtra, Madhya Pradesh, Chhattisgarh and Telangana.
Orders placed before 2 pm now leave the same day, and most reach customers within three days.
`,
    hindi: {
      title: 'PGM ने नागपुर में अपना दूसरा गोदाम खोला',
      summary: 'मध्य भारत से आए ऑर्डर अब ग्राहकों तक एक दिन पहले पहुँचते हैं।',
      body: `${HINDI_DEMO_NOTE}

नागपुर का हमारा नया गोदाम महाराष्ट्र, मध्य प्रदेश, छत्तीसगढ़ और तेलंगाना को सेवा देता है।
दोपहर 2 बजे से पहले दिए गए ऑर्डर अब उसी दिन भेज दिए जाते हैं, और ज़्यादातर ऑर्डर तीन दिनों के
भीतर ग्राहकों तक पहुँच जाते हैं।
`,
    },
  },
  {
    kind: 'news',
    title: 'Annual associates meet 2026 in Pune',
    summary: 'Over 600 associates joined the product training and the recognition evening.',
    publishedAt: '2026-02-14T10:00:00+05:30',
    body: `${DEMO_NOTE}

Associates from eleven states met in Pune for two days of product training, a session on the
Direct Selling Rules, and an evening recognising those who served their customers best.
`,
  },
  {
    kind: 'news',
    title: 'PGM crosses 30 products',
    summary: 'Our range now spans personal care, home essentials, wellness and medical equipment.',
    publishedAt: '2025-07-03T10:00:00+05:30',
    body: `${DEMO_NOTE}

Two years after we began on 3 July 2023, our catalogue has passed thirty products across five
categories, each tested before it reaches you.
`,
    hindi: {
      title: 'PGM के उत्पाद 30 से ज़्यादा हुए',
      summary: 'हमारी रेंज में अब पर्सनल केयर, घर की ज़रूरतें, वेलनेस और चिकित्सा उपकरण शामिल हैं।',
      body: `${HINDI_DEMO_NOTE}

3 जुलाई 2023 को शुरुआत के दो साल बाद, हमारे कैटलॉग में पाँच श्रेणियों में तीस से ज़्यादा उत्पाद
हो गए हैं, और हर उत्पाद आप तक पहुँचने से पहले जाँचा जाता है।
`,
    },
  },
];
