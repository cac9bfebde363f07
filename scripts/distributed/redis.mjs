// Whether Redis answers PING at `url` (rate limits and the socket.io adapter need it across processes).
import { connect } from 'node:net';

/** Resolves with '' when Redis answers, else with why not. */
export function redisProblem(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (reason) => {
      socket.destroy();
      resolve(reason);
    };
    socket.setTimeout(2000, () => done('no answer within 2 s'));
    socket.once('error', (error) => done(error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString()) ? '' : `unexpected answer ${data}`));
  });
}
