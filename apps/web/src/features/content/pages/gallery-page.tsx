import { MediaSection } from '../../media';
import ContentPageView from './content-page';

/** /Shop/gallery: the intro text, then the published images. */
export default function GalleryPage({ slug, title }: { slug: string; title: string }) {
  return (
    <ContentPageView slug={slug} title={title}>
      <section aria-label="Photos">
        <MediaSection
          kind="gallery"
          emptyTitle="No photos yet"
          emptyText="Photos of our events, trainings and celebrations appear here as soon as they are published."
        />
      </section>
    </ContentPageView>
  );
}
