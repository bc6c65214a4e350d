import { createSocket } from 'node:dgram';
import * as packet from 'dns-packet';

/** The port the journey's server answers DNS on (the built-in registrar's zones). */
export const E2E_DNS_PORT = Number(process.env.E2E_DNS_PORT ?? 15353);

/** One DNS question over UDP to the journey's server, as `dig @127.0.0.1 -p PORT name type` asks it. */
/** A decoded answer; dns-packet adds the response code as text (NOERROR, NXDOMAIN, REFUSED…). */
export type TDnsAnswer = packet.DecodedPacket & { rcode: string };

export async function queryDns(name: string, type: 'A' | 'MX' | 'TXT' | 'NS'): Promise<TDnsAnswer> {
  const socket = createSocket('udp4');
  const id = Math.floor(Math.random() * 65_535);
  try {
    return await new Promise<TDnsAnswer>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no DNS answer for ${name} ${type}`)), 5_000);
      socket.on('message', (message) => {
        const answer = packet.decode(message) as TDnsAnswer;
        if (answer.id !== id) return;
        clearTimeout(timer);
        resolve(answer);
      });
      socket.on('error', reject);
      socket.send(
        packet.encode({ type: 'query', id, flags: packet.RECURSION_DESIRED, questions: [{ type, name }] }),
        E2E_DNS_PORT,
        '127.0.0.1',
      );
    });
  } finally {
    socket.close();
  }
}
