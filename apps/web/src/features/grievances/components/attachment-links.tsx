import type { GrievanceView } from '@saathi/shared';
import { DownloadButton } from '../../../components/ui/download-button';
import { downloadAttachment } from '../api/grievances';
import { useGrievancesT } from '../messages';

/**
 * A grievance's files as downloads (decision 0127): fetched with the caller's proof — the staff
 * token, the owner's token, or the contact given at the lookup — never as a public address.
 */
export function AttachmentLinks({
  attachments,
  path,
  contact,
}: {
  attachments: GrievanceView['attachments'];
  /** The attachments' route without the file's id. */
  path: string;
  contact?: string;
}) {
  const t = useGrievancesT();
  if (attachments.length === 0) return null;
  return (
    <section aria-label={t('grievances.attachments')}>
      <h4 className="text-sm font-semibold">{t('grievances.attachments')}</h4>
      <ul className="flex flex-wrap gap-2">
        {attachments.map((file) => (
          <li key={file.id}>
            <DownloadButton
              label={t('grievances.download', { name: file.fileName })}
              onDownload={() => downloadAttachment(`${path}/${file.id}`, file.fileName, contact)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
