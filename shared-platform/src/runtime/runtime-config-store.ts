import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';

// Kept on `window` (when there is one) so a duplicated copy of this module still sees the config.
const CONFIG_KEY = '__shopRuntimeConfig__';
let moduleConfig: RuntimeConfig | undefined;

type ConfigHolder = Record<string, RuntimeConfig | undefined>;

function holder(): ConfigHolder | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as ConfigHolder);
}

/** Inline SVG shown where an entity has no image (no extra request, no broken-image icon). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">' +
      '<rect width="400" height="400" fill="#eceff1"/>' +
      '<path d="M120 270l60-80 45 55 30-35 45 60z" fill="#b0bec5"/>' +
      '<circle cx="250" cy="150" r="22" fill="#b0bec5"/></svg>',
  );

export function setRuntimeConfig(config: RuntimeConfig): void {
  moduleConfig = config;
  const h = holder();
  if (h) h[CONFIG_KEY] = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  const config = moduleConfig ?? holder()?.[CONFIG_KEY];
  if (!config) {
    throw new Error(
      'Runtime configuration is not set: call setRuntimeConfig() (the host does it with /runtime-config.json) before using the API or images.',
    );
  }
  return config;
}

/** Absolute image URL: storage base + path; absolute URLs pass through; empty -> placeholder. */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return PLACEHOLDER_IMAGE;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  const base = getRuntimeConfig().storageBaseUrl.replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}

/** Test helper. */
export function clearRuntimeConfig(): void {
  moduleConfig = undefined;
  const h = holder();
  if (h) delete h[CONFIG_KEY];
}
