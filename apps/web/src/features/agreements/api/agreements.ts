import { useQuery } from '@tanstack/react-query';
import type { AgreementStatus, AgreementVersion, IdCardVerification } from '@saathi/shared';
import { saveBlob } from '../../../lib/download';
import { http } from '../../../lib/http';

export const agreementKeys = {
  current: () => ['agreements', 'current'] as const,
  self: () => ['agreements', 'self'] as const,
  versions: () => ['agreements', 'versions'] as const,
  verify: (cardId: string) => ['agreements', 'verify', cardId] as const,
};

const core = { service: 'core' } as const;

export const useCurrentAgreement = () =>
  useQuery({
    queryKey: agreementKeys.current(),
    queryFn: async () =>
      (await http.get<{ data: AgreementVersion }>('/api/agreements/current', core)).data,
  });

export const useAgreementStatus = (enabled = true) =>
  useQuery({
    queryKey: agreementKeys.self(),
    enabled,
    queryFn: async () =>
      (await http.get<{ data: AgreementStatus }>('/api/agreements/self', { ...core, auth: true }))
        .data,
  });

export const acceptAgreement = (versionId: number) =>
  http.post('/api/agreements/accept', { versionId }, { ...core, auth: true });

/** A file the API makes for the signed-in person (a PDF or the card's PNG), saved as `fileName`. */
export async function downloadFile(path: string, fileName: string) {
  const blob = await http.get<Blob>(path, { ...core, auth: true, responseType: 'blob' });
  saveBlob(blob, fileName);
}

export const useIdCardVerification = (cardId: string) =>
  useQuery({
    queryKey: agreementKeys.verify(cardId),
    // Always asked afresh: a suspension shows at once.
    staleTime: 0,
    retry: false,
    queryFn: async () =>
      (await http.get<{ data: IdCardVerification }>(`/api/verify/${cardId}`, core)).data,
  });

export const useAgreementVersions = () =>
  useQuery({
    queryKey: agreementKeys.versions(),
    queryFn: async () =>
      (
        await http.get<{ data: AgreementVersion[] }>('/api/admin/agreements', {
          ...core,
          auth: true,
        })
      ).data,
  });

export const createAgreementVersion = (body: {
  version: string;
  title: string;
  body: string;
  effectiveFrom: string;
}) => http.post('/api/admin/agreements', body, { ...core, auth: true });
