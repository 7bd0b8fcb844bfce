// The traffic of the rollout benchmark: a fixed number of keep-alive connections, each sending
// the mix of requests in turn, as fast as the answers come. Every answer is checked (status, and
// for an order the order the key first placed); what fails is counted by kind, with the time it
// happened, so each failure can be laid next to the rollout's phases.
import { Agent, request as httpRequest } from 'node:http';

/** An answer slower than this is a failure ("timeout"): no shopper waits longer. */
const TIMEOUT_MS = 10_000;

/** One HTTP exchange; resolves with status, headers and body, rejects with the socket's error. */
function send(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(TIMEOUT_MS, () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function createTally(startedAt = Date.now()) {
  const tally = { startedAt, requests: {}, failures: [], notes: {} };
  return {
    tally,
    ok(kind) {
      tally.requests[kind] = (tally.requests[kind] ?? 0) + 1;
    },
    fail(kind, reason) {
      tally.requests[kind] = (tally.requests[kind] ?? 0) + 1;
      tally.failures.push({ at: Date.now() - tally.startedAt, kind, reason });
    },
    /** Counts something that is not a failure but worth knowing (e.g. a fallback document). */
    note(name) {
      tally.notes[name] = (tally.notes[name] ?? 0) + 1;
    },
  };
}

/**
 * A client bound to one tally: `check(kind, url, options, accept)` sends, and counts a failure
 * when the request fails or `accept(answer)` returns a reason (a string).
 */
export function createClient(recorder, connections) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const byStatus = (answer) =>
    answer.status >= 200 && answer.status < 300 ? undefined : String(answer.status);
  return {
    agent,
    async check(kind, url, options = {}, accept = byStatus) {
      try {
        const answer = await send(agent, url, options);
        const reason = byStatus(answer) ?? accept(answer);
        if (reason) recorder.fail(kind, reason);
        else recorder.ok(kind);
        return reason ? undefined : answer;
      } catch (error) {
        recorder.fail(kind, error.code ?? error.message);
        return undefined;
      }
    },
    send: (url, options) => send(agent, url, options),
  };
}

/**
 * Runs `connections` loops until `stop()`; each loop calls the steps of `mix` in turn, starting
 * at its own offset so every kind of request is in flight at any moment.
 */
export function runLoad(client, mix, connections) {
  let running = true;
  const loops = Array.from({ length: connections }, async (_, index) => {
    for (let step = index; running; step += 1) await mix[step % mix.length](client);
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      client.agent.destroy();
    },
  };
}

/** Failures per 10,000 requests, and the failures grouped by kind and reason. */
export function summarize(tally) {
  const requests = Object.values(tally.requests).reduce((sum, count) => sum + count, 0);
  const kinds = {};
  for (const { kind, reason } of tally.failures) {
    const key = `${kind} ${reason}`;
    kinds[key] = (kinds[key] ?? 0) + 1;
  }
  return {
    requests,
    byKind: tally.requests,
    errors: tally.failures.length,
    errorsPer10k: requests ? Math.round((tally.failures.length / requests) * 100_000) / 10 : 0,
    errorKinds: kinds,
    notes: tally.notes,
  };
}
