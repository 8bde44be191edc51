/** A product's small square picture in a list row; a grey square when it has none. */
export function Thumbnail({
  src,
  className = 'size-16',
}: {
  src: string | null;
  className?: string;
}) {
  return (
    <div className={`shrink-0 overflow-hidden rounded-lg bg-neutral-100 ${className}`}>
      {src ? <img src={src} alt="" loading="lazy" className="size-full object-cover" /> : null}
    </div>
  );
}
