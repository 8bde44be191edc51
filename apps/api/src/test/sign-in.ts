import type { FastifyInstance } from 'fastify';

let address = 0;

/** Signs a test user in through the real endpoint, each time from its own client address. */
export async function signIn(app: FastifyInstance, user: { username: string; password: string }) {
  address += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { usernameOrEmail: user.username, password: user.password },
    remoteAddress: `198.19.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
  });
  const body = response.json();
  return {
    token: body.token as string,
    refreshToken: body.refreshToken as string,
    auth: { authorization: `Bearer ${body.token}` },
  };
}
