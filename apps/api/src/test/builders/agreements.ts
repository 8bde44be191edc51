import type { FastifyInstance } from 'fastify';

/** The agreement in force's id, as a registration form sends it. */
export async function currentAgreementId(app: FastifyInstance) {
  const response = await app.inject({ url: '/api/agreements/current' });
  return response.json().data.id as number;
}

/** The signed-in person accepts the agreement in force (before becoming an associate). */
export async function acceptCurrentAgreement(app: FastifyInstance, auth: Record<string, string>) {
  const versionId = await currentAgreementId(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/agreements/accept',
    headers: auth,
    payload: { versionId },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}
