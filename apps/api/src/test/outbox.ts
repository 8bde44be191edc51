import type { FastifyInstance } from 'fastify';

/** The newest code the dev outbox shows for a destination. */
export async function latestCode(app: FastifyInstance, destination: string) {
  const response = await app.inject({
    url: `/dev/outbox?destination=${encodeURIComponent(destination)}`,
  });
  const message = response.json().data.find((item: { code: string | null }) => item.code);
  if (!message) throw new Error(`No code was sent to ${destination}`);
  return message.code as string;
}

/** The newest message the dev outbox shows for a destination (its subject and body). */
export async function latestMessage(app: FastifyInstance, destination: string) {
  const response = await app.inject({
    url: `/dev/outbox?destination=${encodeURIComponent(destination)}`,
  });
  const [message] = response.json().data as { subject: string; body: string }[];
  if (!message) throw new Error(`Nothing was sent to ${destination}`);
  return message;
}
