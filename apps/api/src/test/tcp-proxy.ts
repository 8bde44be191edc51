import net from 'node:net';

/**
 * A loopback TCP proxy in front of PostgreSQL for fault tests: it passes bytes, stalls (holds
 * every byte, as a hung network or server does), heals (delivers what it held), or cuts (closes
 * every connection and refuses new ones, as a restart or failover does).
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let mode: 'pass' | 'stall' | 'cut' = 'pass';
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();

  const forward = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      if (mode === 'stall') held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };

  const server = net.createServer((client) => {
    track(client);
    if (mode === 'cut') return void client.destroy();
    const upstream = net.connect(target);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    /** The URL of `url`'s database, reached through this proxy. */
    via(url: string) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    stall() {
      mode = 'stall';
    },
    cut() {
      mode = 'cut';
      for (const socket of sockets) socket.destroy();
    },
    heal() {
      mode = 'pass';
      for (const deliver of held.splice(0)) deliver();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
