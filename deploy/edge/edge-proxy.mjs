// The edge of the distributed profile: one public port, each path proxied to the process that owns
// it (routes.mjs), WebSocket upgrades included. Targets come from IDENTITY_URL, ACCOUNTS_URL,
// GATEWAY_URL, KYC_URL, EARN_URL and LENDING_URL. Only node built-ins, so it runs anywhere Node does.
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { routeFor } from './routes.mjs';

const targets = {
  identity: process.env.IDENTITY_URL ?? 'http://127.0.0.1:3001',
  accounts: process.env.ACCOUNTS_URL ?? 'http://127.0.0.1:3002',
  gateway: process.env.GATEWAY_URL ?? 'http://127.0.0.1:3003',
  kyc: process.env.KYC_URL ?? 'http://127.0.0.1:3004',
  earn: process.env.EARN_URL ?? 'http://127.0.0.1:3005',
  lending: process.env.LENDING_URL ?? 'http://127.0.0.1:3006',
};
const port = Number.parseInt(process.env.PORT ?? '3000', 10);

const envelope = (code, message) => JSON.stringify({ code, message, title: '', time: 0, data: null, event: null });

function targetOf(url) {
  const route = routeFor(new URL(url, 'http://edge').pathname);
  return route?.target ? new URL(targets[route.target]) : null;
}

function forwardedHeaders(req) {
  const remote = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  return { ...req.headers, 'x-forwarded-for': prior ? `${prior}, ${remote}` : remote, 'x-forwarded-host': req.headers.host ?? '' };
}

const server = createServer((req, res) => {
  const target = targetOf(req.url);
  if (!target) {
    res.writeHead(404, { 'content-type': 'application/json' }).end(envelope(404, 'Not found'));
    return;
  }
  const upstream = request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: forwardedHeaders(req) },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(envelope(502, 'Service unavailable, please try again'));
  });
  req.pipe(upstream);
});

server.on('upgrade', (req, socket, head) => {
  const target = targetOf(req.url);
  if (!target) return socket.destroy();
  const upstream = connect(Number(target.port), target.hostname, () => {
    const headers = Object.entries(forwardedHeaders(req)).map(([name, value]) => `${name}: ${value}`);
    upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
    upstream.write(head);
    socket.pipe(upstream).pipe(socket);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});

server.listen(port, () => console.log(`[edge] listening on ${port}: ${JSON.stringify(targets)}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
