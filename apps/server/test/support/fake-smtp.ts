// A minimal SMTP server for tests (the one thing outside our system that we stand in for): it accepts
// every message without TLS or auth and keeps what it received.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

function session(socket: Socket, received: ReceivedMail[]): void {
  let buffer = '';
  let current: ReceivedMail = { from: '', to: [], data: '' };
  let inData = false;
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 fake-smtp ready');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
        buffer = buffer.slice(end + 5);
        received.push(current);
        current = { from: '', to: [], data: '' };
        inData = false;
        reply('250 OK: queued');
        continue;
      }
      const eol = buffer.indexOf('\r\n');
      if (eol === -1) return;
      const line = buffer.slice(0, eol);
      buffer = buffer.slice(eol + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
      else if (verb === 'MAIL') {
        current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        reply('250 OK');
      } else if (verb === 'RCPT') {
        current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
        return;
      } else reply('250 OK');
    }
  });
  socket.on('error', () => undefined);
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => session(socket, received));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
