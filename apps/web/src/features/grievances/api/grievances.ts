import type { GrievanceAdmin, GrievanceReportRow, GrievanceView } from '@saathi/shared';
import { downloadCsv, saveBlob } from '../../../lib/download';
import { http } from '../../../lib/http';

export interface FiledGrievance {
  reference: string;
  acknowledgeBy: string;
  resolveBy: string;
}

/** Files a grievance: the form as multipart, so its attachments go with it. */
export const fileGrievance = async (form: FormData) =>
  (await http.post<{ success: true; data: FiledGrievance }>('/grievances', form, { auth: true }))
    .data;

export const lookUpGrievance = async (reference: string, contact: string) =>
  (
    await http.get<{ success: true; data: GrievanceView }>('/grievances/lookup', {
      query: { reference, contact },
    })
  ).data;

export const getMyGrievances = async () =>
  (await http.get<{ success: true; data: GrievanceView[] }>('/grievances/mine', { auth: true }))
    .data;

export interface GrievancePage {
  items: GrievanceAdmin[];
  page: number;
  limit: number;
  total: number;
}

export const getGrievanceQueue = async (filters: Record<string, string | number | undefined>) =>
  (
    await http.get<{ success: true; data: GrievancePage }>('/admin/grievances', {
      auth: true,
      query: filters,
    })
  ).data;

export const updateGrievance = async (
  id: number,
  body: { status?: string; reason?: string; assigneeId?: number | null },
) =>
  (
    await http.patch<{ success: true; data: GrievanceAdmin }>(`/admin/grievances/${id}`, body, {
      auth: true,
    })
  ).data;

export const addGrievanceMessage = async (
  id: number,
  body: { kind: 'note' | 'reply'; body: string },
) =>
  (
    await http.post<{ success: true; data: GrievanceAdmin }>(
      `/admin/grievances/${id}/messages`,
      body,
      {
        auth: true,
      },
    )
  ).data;

export const getGrievanceReport = async (month: string) =>
  (
    await http.get<{ success: true; data: { month: string; rows: GrievanceReportRow[] } }>(
      '/admin/grievances/report',
      { auth: true, query: { month } },
    )
  ).data;

export const exportGrievanceReport = (month: string) =>
  downloadCsv('/admin/grievances/report.csv', { prefix: `grievances-${month}`, query: { month } });

/** One attachment, saved under its own name; a visitor proves it is theirs by the contact. */
export async function downloadAttachment(url: string, fileName: string, contact?: string) {
  const blob = await http.get<Blob>(url, {
    auth: true,
    responseType: 'blob',
    query: contact ? { contact } : undefined,
  });
  saveBlob(blob, fileName);
}
