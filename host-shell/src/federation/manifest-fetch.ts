/**
 * One request per remote manifest on a page: the page's own read of the published routes (static
 * shell only) and the federation runtime's read (`runtime-plugins/retry.ts`) share it, each
 * getting its own copy of the answer. Imports nothing shared, so the entry can use it.
 */
const answers = new Map<string, Promise<Response>>();

export function fetchManifestOnce(
  url: string,
  load: (url: string) => Promise<Response> = fetch,
): Promise<Response> {
  let answer = answers.get(url);
  if (!answer) {
    answer = load(url);
    answers.set(url, answer);
    // A failure is not kept: a retry (`resetFailedRemote`) goes back to the server.
    answer.then((response) => !response.ok && answers.delete(url)).catch(() => answers.delete(url));
  }
  return answer.then((response) => response.clone());
}

/** The manifest's JSON, or a rejection for a failed or unparsable answer. */
export async function manifestJson(url: string): Promise<unknown> {
  const response = await fetchManifestOnce(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.json();
}

/** Drops a kept answer, so the next read asks the server (a remote registered anew). */
export function forgetManifest(url: string): void {
  answers.delete(url);
}
