import type { Db } from '../db/client';
import { demoCertificatePng, demoGalleryPng } from '../platform/demo-images';
import type { Storage } from '../platform/storage';
import { ensureDemoCatalogue } from '../modules/catalog';
import { ensureDemoCoupons } from '../modules/coupons';
import {
  countMedia,
  createMedia,
  ensureDefaultPages,
  ensurePublishedPosts,
} from '../modules/content';
import { ensureCompanySettings, getMeta, setMeta } from '../modules/settings';
import { seedDemoBusiness } from './demo-business/seed-demo-business';
import { DEMO_CERTIFICATES, DEMO_GALLERY } from './demo-media';
import { DEMO_POSTS } from './demo-posts';

const DEMO_SEEDED_KEY = 'demo_seeded_at';

interface SeedDeps {
  db: Db;
  storage: Storage;
  /** Also the demo business: people, three months of orders, a closed month (decision 0116). */
  withBusiness?: boolean;
}

const ensureDemoPosts = ({ db }: SeedDeps) =>
  ensurePublishedPosts({
    db,
    posts: DEMO_POSTS.map((post) => ({ ...post, publishedAt: new Date(post.publishedAt) })),
  });

/** Images only when the kind has none, so images the company removed are not brought back. */
async function ensureDemoMedia({ db, storage }: SeedDeps) {
  if ((await countMedia({ db, kind: 'certificate' })) === 0) {
    for (const [title, issuer] of DEMO_CERTIFICATES) {
      const image = await demoCertificatePng(title, issuer);
      await createMedia({
        db,
        storage,
        image,
        fields: { kind: 'certificate', title, caption: `${issuer}. Demo image.` },
      });
    }
  }
  if ((await countMedia({ db, kind: 'gallery' })) === 0) {
    for (const [title, hue] of DEMO_GALLERY) {
      await createMedia({
        db,
        storage,
        image: await demoGalleryPng(title, hue),
        fields: { kind: 'gallery', title, caption: 'Demo image.' },
      });
    }
  }
}

/** Idempotent: adds what is missing, never overwrites what the company changed. */
export async function seedDemoData(deps: SeedDeps) {
  const { db } = deps;
  await ensureCompanySettings({ db });
  await ensureDefaultPages({ db });
  await ensureDemoPosts(deps);
  await ensureDemoMedia(deps);
  await ensureDemoCatalogue(deps);
  await ensureDemoCoupons(deps);
  const business = deps.withBusiness ? await seedDemoBusiness(deps) : undefined;
  await setMeta({ db, key: DEMO_SEEDED_KEY, value: new Date().toISOString() });
  return { business };
}

/**
 * On start, demo data is added on the first run only, so deletions the company made stick:
 * false on a later run, else what the seed added (the demo business, when wanted).
 */
export async function seedDemoDataOnFirstRun(deps: SeedDeps) {
  if (await getMeta({ db: deps.db, key: DEMO_SEEDED_KEY })) return false;
  return seedDemoData(deps);
}
