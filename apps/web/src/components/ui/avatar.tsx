interface AvatarProps {
  imageUrl: string | null | undefined;
  name: string;
  size?: number;
}

/** "Asha K Rao" → "AR": the first letters of the first and last names. */
function initials(name: string) {
  const parts = name.split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A round photo, or the person's initials when there is none. */
export function Avatar({ imageUrl, name, size = 72 }: AvatarProps) {
  if (imageUrl) {
    return (
      <img
        src={imageUrl}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size }}
        className="shrink-0 rounded-full bg-neutral-100 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-white"
    >
      {initials(name) || '?'}
    </span>
  );
}
