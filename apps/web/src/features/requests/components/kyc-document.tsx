import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useImagePreview } from '../../../hooks/use-image-preview';
import { errorMessage } from '../../../lib/error-message';
import { useKycDocument } from '../api/requests';
import { useRequestsT } from '../messages';

/** A KYC document in a request: shown on demand (private, fetched with the token). */
export function KycDocument({ path, label }: { path: string; label: string }) {
  const t = useRequestsT();
  const [isWanted, setWanted] = useState(false);
  const document = useKycDocument(path, isWanted);
  const url = useImagePreview(document.data);
  if (!isWanted) {
    return (
      <button type="button" className="text-brand underline" onClick={() => setWanted(true)}>
        {t('requests.showImage')}
      </button>
    );
  }
  if (document.isError) {
    return <span className="font-normal text-red-700">{errorMessage(document.error)}</span>;
  }
  if (!url)
    return <Spinner size={20} label={t('requests.loadingImage', { label: label.toLowerCase() })} />;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="inline-block"
      title={t('requests.openFullSize')}
    >
      <img
        src={url}
        alt={label}
        className="max-h-48 rounded-md border border-neutral-200 bg-neutral-50"
      />
    </a>
  );
}
