// One HTTP/1.1 request written by hand and its raw answer as received (status line, headers in their order, body).
import net from 'node:net';

/** Host is fixed (not the port's) so that two servers on different ports see the very same request. */
export function rawRequest(port: number, method: string, target: string, headers: Record<string, string>): Promise<string> {
  const body = method === 'POST' ? '{}' : '';
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost:3000', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}
