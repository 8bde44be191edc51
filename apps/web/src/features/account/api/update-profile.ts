import type { User } from '@saathi/shared';
import { http } from '../../../lib/http';

export interface ProfilePayload {
  firstName: string;
  lastName: string;
  /** null for the login identifier, which cannot be changed. */
  primaryEmail: string | null;
  primaryPhone: string | null;
  gender: string;
  /** ISO date-time, or '' when not given. */
  dob: string;
  /** The existing image URL when no new photo was chosen. */
  imageFile: string | null;
}

/**
 * Saves the profile: JSON PUT, or a multipart PATCH carrying the new photo as the "imageUrl" part
 * when one was chosen.
 */
export async function updateProfile(userId: number, payload: ProfilePayload, photo: File | null) {
  if (!photo) {
    const body = await http.put<{ data: User }>(`/user/${userId}`, payload, { auth: true });
    return body.data;
  }
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (key !== 'imageFile' && value !== null) form.append(key, value);
  }
  form.append('imageUrl', photo);
  const body = await http.patch<{ data: User }>(`/user/${userId}/partial`, form, { auth: true });
  return body.data;
}
