/**
 * What a generation of render workers is built from: the runtime configuration and the content
 * of every remote's `mf-manifest.json`. A deploy changes one of them (a new manifest URL in the
 * configuration, or a new build behind the same URL), and with it the fingerprint.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import type { SiteSettings } from '../settings';
import { mapUrl, type OriginMap } from './origin-map';

export interface VersionSnapshot {
  runtimeConfig: RuntimeConfig;
  fingerprint: string;
}

/** A slow origin must not hold a poll for long: the next poll asks again. */
const FETCH_TIMEOUT_MS = 5000;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { 'cache-control': 'no-cache' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

function parseConfig(text: string, source: string): RuntimeConfig {
  const config = JSON.parse(text) as Partial<RuntimeConfig>;
  if (
    typeof config.apiBaseUrl !== 'string' ||
    typeof config.remotes !== 'object' ||
    !config.remotes
  )
    throw new Error(`${source} is not a runtime configuration (apiBaseUrl and remotes)`);
  return config as RuntimeConfig;
}

/**
 * Reads the configuration (a failure throws: without it nothing can be rendered) and every
 * manifest. A manifest that cannot be read counts as its own state ("unreachable"), so a remote
 * coming back starts a generation that loads it afresh.
 */
export async function readVersionSnapshot(
  site: SiteSettings,
  originMap: OriginMap = {},
): Promise<VersionSnapshot> {
  const source = 'url' in site.runtimeConfig ? site.runtimeConfig.url : site.runtimeConfig.file;
  const text =
    'url' in site.runtimeConfig
      ? await fetchText(mapUrl(site.runtimeConfig.url, originMap))
      : await readFile(site.runtimeConfig.file, 'utf8');
  const runtimeConfig = parseConfig(text, source);
  const hash = createHash('sha256').update(text);
  const remotes = Object.entries(runtimeConfig.remotes).sort(([a], [b]) => a.localeCompare(b));
  const manifests = await Promise.all(
    remotes.map(([, url]) => fetchText(mapUrl(url, originMap)).catch(() => 'unreachable')),
  );
  remotes.forEach(([name], index) => {
    hash.update(`\0${name}\0${manifests[index]}`);
  });
  return { runtimeConfig, fingerprint: hash.digest('hex').slice(0, 16) };
}
