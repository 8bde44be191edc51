import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ensureDefaultPages } from '../modules/content/service';
import { createMedia } from '../modules/content/services/media';
import { mediaItems, posts } from '../modules/content/tables';
import { slugify } from '../modules/content/services/posts';
import { ensureCompanySettings, getMeta, setMeta } from '../modules/settings/service';
import type { Storage } from '../platform/storage';
import { DEMO_CERTIFICATES, DEMO_GALLERY, demoCertificatePng, demoGalleryPng } from './demo-images';
import { DEMO_POSTS } from './demo-posts';
import { ensureDemoCatalogue } from './demo-catalogue';

const DEMO_SEEDED_KEY = 'demo_seeded_at';

interface SeedDeps {
  db: Db;
  storage: Storage;
}

async function ensureDemoPosts({ db }: SeedDeps) {
  const rows = DEMO_POSTS.map((post) => ({
    ...post,
    slug: slugify(post.title),
    isPublished: true,
    publishedAt: new Date(post.publishedAt),
  }));
  await db.insert(posts).values(rows).onConflictDoNothing();
}

/** Images only when the kind has none, so images the company removed are not brought back. */
async function ensureDemoMedia({ db, storage }: SeedDeps) {
  const countOf = async (kind: 'gallery' | 'certificate') =>
    (await db.select({ total: count() }).from(mediaItems).where(eq(mediaItems.kind, kind)))[0]
      ?.total ?? 0;
  if ((await countOf('certificate')) === 0) {
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
  if ((await countOf('gallery')) === 0) {
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
  await setMeta({ db, key: DEMO_SEEDED_KEY, value: new Date().toISOString() });
}

/** On start, demo data is added on the first run only, so deletions the company made stick. */
export async function seedDemoDataOnFirstRun(deps: SeedDeps) {
  if (await getMeta({ db: deps.db, key: DEMO_SEEDED_KEY })) return false;
  await seedDemoData(deps);
  return true;
}
