/**
 * A server the bench loads from another process (scripts/bench/server.ts), so the load generator never
 * shares its event loop: `fake` is the fake backend as `npm start` runs it (buildServer, warnings-only log),
 * `bare` a node:http server that answers each path with the bytes it is sent over IPC and nothing else.
 * Either tells its parent the port it listens on.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildServer } from '../../fake-server/src/app.ts';

/** What the bare server answers: per path, a body and its content type. */
export type BareAnswers = Record<string, { body: string; contentType: string }>;

function tellPort(port: number): void {
  process.send?.({ port });
}

// Asked by the bench around each measurement: this process's CPU time so far, in microseconds.
process.on('message', (message: unknown) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ cpuMicros: user + system });
  }
});

const role = process.argv[2];
if (role === 'fake') {
  const app = await buildServer({ logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  tellPort((app.server.address() as AddressInfo).port);
} else if (role === 'bare') {
  process.once('message', (answers: BareAnswers | 'cpu') => {
    if (answers === 'cpu') throw new Error('server-child: the bare server needs its answers first');
    const byPath = new Map(
      Object.entries(answers).map(([path, { body, contentType }]) => [path, { body: Buffer.from(body, 'base64'), contentType }]),
    );
    const server = createServer((request, response) => {
      const answer = byPath.get(request.url ?? '');
      if (answer === undefined) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': answer.contentType, 'content-length': answer.body.length }).end(answer.body);
    });
    server.listen(0, '127.0.0.1', () => tellPort((server.address() as AddressInfo).port));
  });
} else {
  throw new Error(`server-child: unknown role '${role}' (fake or bare)`);
}
