// A clock the test moves forward, for an e2e server whose story spans months (a sale, its return
// window, the month's closing). It is the harness's, not the product's: the API has no way to
// change its time. Date here runs `offset` ms ahead of the machine's; PGlite's now() reads
// Date.now too, so the API and its embedded database agree on the moment. A loopback endpoint
// on its own port reads it (GET /clock) and moves it to a later moment (POST /clock {"to": iso}).
import http from 'node:http';

export function installMovableClock(port) {
  const RealDate = Date;
  let offset = 0;
  const now = () => RealDate.now() + offset;
  // A function rather than a subclass: the dates it makes are ordinary Dates (instanceof works
  // both ways), and Date() called without `new` still answers a string.
  function MovableDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...args);
  }
  MovableDate.prototype = RealDate.prototype;
  MovableDate.now = now;
  MovableDate.parse = RealDate.parse;
  MovableDate.UTC = RealDate.UTC;
  globalThis.Date = MovableDate;

  const answer = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    if (request.url !== '/clock') return answer(response, 404, { error: 'Not found' });
    if (request.method === 'GET') return answer(response, 200, { now: new Date().toISOString() });
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const to = RealDate.parse(JSON.parse(body || '{}').to);
      // Time only moves on: a moment already past is refused.
      if (!Number.isFinite(to) || to < now())
        return answer(response, 400, { error: 'A later moment is needed' });
      offset = to - RealDate.now();
      answer(response, 200, { now: new Date().toISOString() });
    });
  });
  server.listen(port, '127.0.0.1');
  server.unref();
}
