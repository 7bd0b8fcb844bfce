// A tiny DNS server for the rollout benchmark: it answers A queries for the names it is given,
// as a container engine's resolver answers a service name with every replica's address. nginx's
// `resolver` in front of the API (deploy/nginx/sites/api.conf.template) asks it, so the edge
// spreads requests over the API instances as it does in docker compose.
import { createSocket } from 'node:dgram';

const TYPE_A = 1;
const CLASS_IN = 1;

/** The question's name (lower case), its type, and where the question ends. */
function readQuestion(query) {
  const labels = [];
  let offset = 12;
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset];
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('latin1'));
    offset += length + 1;
  }
  const type = query.readUInt16BE(offset + 1);
  return { name: labels.join('.').toLowerCase(), type, end: offset + 5 };
}

/** The answer to one query: every address of the name for A, none for other types. */
export function answerQuery(query, records) {
  const { name, type, end } = readQuestion(query);
  const addresses = records[name];
  const answers = addresses && type === TYPE_A ? addresses : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  // A response, authoritative, recursion desired and available; NXDOMAIN for an unknown name.
  header.writeUInt16BE(0x8580 | (addresses ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  const answerRecords = answers.map((address) => {
    const record = Buffer.alloc(16);
    record.writeUInt16BE(0xc00c, 0); // The name: a pointer to the question's.
    record.writeUInt16BE(TYPE_A, 2);
    record.writeUInt16BE(CLASS_IN, 4);
    record.writeUInt32BE(1, 6); // TTL 1 s: nginx's `valid=` decides how long it keeps them.
    record.writeUInt16BE(4, 10);
    for (const [index, part] of address.split('.').entries()) record[12 + index] = Number(part);
    return record;
  });
  return Buffer.concat([header, query.subarray(12, end), ...answerRecords]);
}

/** Serves `records` ({ name: [ipv4, ...] }) on 127.0.0.1; resolves with its port and close(). */
export function startDns(records) {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    try {
      socket.send(answerQuery(query, records), peer.port, peer.address);
    } catch {
      // A malformed query gets no answer.
    }
  });
  return new Promise((resolve) => {
    socket.bind(0, '127.0.0.1', () =>
      resolve({ port: socket.address().port, close: () => socket.close() }),
    );
  });
}
