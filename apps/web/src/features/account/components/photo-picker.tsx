import { useEffect, useState, type ChangeEvent } from 'react';
import { IMAGE_UPLOAD_LIMIT_BYTES } from '@saathi/shared/constants';
import { Avatar } from '../../../components/ui/avatar';
import { useProfileT } from '../messages';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

interface PhotoPickerProps {
  currentUrl: string | null;
  name: string;
  onChange: (file: File | null) => void;
}

/** The profile photo: a preview of the chosen image, "Change Photo" on hover or focus. */
export function PhotoPicker({ currentUrl, name, onChange }: PhotoPickerProps) {
  const t = useProfileT();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      setError(t('profile.photoType'));
      event.target.value = '';
      return;
    }
    if (file.size > IMAGE_UPLOAD_LIMIT_BYTES) {
      setError(t('profile.photoSize'));
      event.target.value = '';
      return;
    }
    setError(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
    onChange(file);
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <label className="group relative cursor-pointer rounded-full focus-within:ring-4 focus-within:ring-brand/40">
        <Avatar imageUrl={preview ?? currentUrl} name={name} size={96} />
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-neutral-900/60 text-center text-xs font-semibold text-white opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
          {t('profile.changePhoto')}
        </span>
        <input
          type="file"
          accept={ACCEPTED.join(',')}
          onChange={choose}
          aria-label={t('profile.changePhoto')}
          className="sr-only"
        />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
