import { errorEnvelopeSchema } from '@saathi/shared';

/** The default error envelope under each of these statuses, for a route's response schemas. */
export const errorResponses = <S extends 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503 | 507>(
  ...statuses: S[]
) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
