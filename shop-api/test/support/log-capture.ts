import { Writable } from 'node:stream';

/** A log stream for `buildApp({ logger })` that keeps every line, raw and parsed. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const completed = () => parsed().filter((line) => line.msg === 'request completed');
  return { lines, stream, parsed, completed };
}
