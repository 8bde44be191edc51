import type { ShellKey } from '../../../lib/i18n/shell';
import { MediaSection } from '../../media';
import { useContentT } from '../messages';
import ContentPageView from './content-page';

/** /Shop/gallery: the intro text, then the published images. */
export default function GalleryPage({ slug, title }: { slug: string; title: ShellKey }) {
  const t = useContentT();
  return (
    <ContentPageView slug={slug} title={title}>
      <section aria-label={t('content.photos')}>
        <MediaSection
          kind="gallery"
          emptyTitle={t('content.noPhotosTitle')}
          emptyText={t('content.noPhotosText')}
        />
      </section>
    </ContentPageView>
  );
}
