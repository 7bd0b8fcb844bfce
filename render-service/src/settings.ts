/**
 * The render service's settings, read once at start from the environment (and `--public=false`
 * on the command line). Invalid values stop the service instead of running with a guess.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OriginMap, parseOriginMap } from './generations/origin-map';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where a host site's runtime configuration comes from, and the public origin it is served at. */
export interface SiteSettings {
  /** `http(s)://…/runtime-config.json`, or a file path. */
  runtimeConfig: { url: string } | { file: string };
  /** Canonical and alternate links are written with it (never with the request's Host header). */
  origin: string;
}

export interface Settings {
  port: number;
  host: string;
  /** The host's browser build: `index.html` is the document, the rest its static files. */
  hostDist: string;
  /** The host's server build (CommonJS) that each worker loads. */
  serverBuild: string;
  /**
   * The public server (`pnpm start`): serves the host's static files and sets the
   * Content-Security-Policy with a fresh nonce. Behind nginx (false) nginx does both.
   */
  public: boolean;
  /** Public origins fetched at internal addresses (`ORIGIN_MAP`, see origin-map.ts). */
  originMap: OriginMap;
  /**
   * Where the public server passes `/api/` (`API_UPSTREAM`, e.g. http://localhost:4000): the API
   * on the shop's own origin, so its session cookie reaches page and documents alike. Behind
   * nginx, nginx does it.
   */
  apiUpstream?: string;
  workers: number;
  pollMs: number;
  deadlineMs: number;
  cacheMs: number;
  /** The default site, and further host sites nginx names in `X-Shop-Site` (not when public). */
  site: SiteSettings;
  sites: Record<string, SiteSettings>;
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer of at least ${min} (got "${raw}")`);
  return value;
}

function origin(name: string, raw: string): string {
  const url = URL.parse(raw);
  if (url?.origin !== raw.replace(/\/$/, ''))
    throw new Error(`${name} must be an origin such as https://shop.example (got "${raw}")`);
  return url.origin;
}

function sitesOf(raw: string | undefined): Record<string, unknown> {
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    throw new Error('RENDER_SITES must be a JSON object of sites');
  }
}

function siteOf(name: string, value: unknown): SiteSettings {
  const site = value as { runtimeConfigUrl?: string; runtimeConfigFile?: string; origin?: string };
  if (!site?.origin || !(site.runtimeConfigUrl || site.runtimeConfigFile))
    throw new Error(`RENDER_SITES.${name} needs origin and runtimeConfigUrl or runtimeConfigFile`);
  return {
    origin: origin(`RENDER_SITES.${name}.origin`, site.origin),
    runtimeConfig: site.runtimeConfigUrl
      ? { url: site.runtimeConfigUrl }
      : { file: resolve(site.runtimeConfigFile as string) },
  };
}

function flag(argv: readonly string[], env: Env): boolean {
  const arg = argv.find((value) => value.startsWith('--public'));
  const raw = arg ? (arg.split('=')[1] ?? 'true') : (env.RENDER_PUBLIC ?? 'true');
  if (raw !== 'true' && raw !== 'false')
    throw new Error(`--public / RENDER_PUBLIC must be true or false (got "${raw}")`);
  return raw === 'true';
}

export function readSettings(env: Env = process.env, argv: readonly string[] = []): Settings {
  const problems: string[] = [];
  // Each reading that fails is listed and replaced by its fallback, so all problems show at once.
  const read = <T>(reading: () => T, fallback: T): T => {
    try {
      return reading();
    } catch (error) {
      problems.push((error as Error).message);
      return fallback;
    }
  };
  const port = read(() => integer(env, 'PORT', 3020, 1), 3020);
  const hostDist = resolve(env.HOST_DIST ?? join(repoRoot, 'host-shell', 'dist'));
  const runtimeConfig = env.RUNTIME_CONFIG_URL
    ? { url: env.RUNTIME_CONFIG_URL }
    : {
        file: resolve(
          env.RUNTIME_CONFIG_FILE ?? join(repoRoot, 'host-shell', 'public', 'runtime-config.json'),
        ),
      };
  const isPublic = read(() => flag(argv, env), true);
  const sites = read(() => sitesOf(env.RENDER_SITES), {});
  if (isPublic && Object.keys(sites).length > 0)
    problems.push('RENDER_SITES is for a service behind nginx (--public=false)');
  const apiUpstream = env.API_UPSTREAM
    ? read(() => origin('API_UPSTREAM', env.API_UPSTREAM as string), undefined)
    : undefined;
  if (apiUpstream && !isPublic)
    problems.push('API_UPSTREAM is for the public server (behind nginx, nginx passes /api/)');
  const settings: Settings = {
    port,
    ...(apiUpstream ? { apiUpstream } : {}),
    host: env.HOST ?? '0.0.0.0',
    hostDist,
    serverBuild: resolve(env.HOST_SERVER_BUILD ?? join(hostDist, 'server', 'index.js')),
    public: isPublic,
    originMap: read(() => parseOriginMap(env.ORIGIN_MAP), {}),
    workers: read(() => integer(env, 'RENDER_WORKERS', 2, 1), 2),
    pollMs: read(() => integer(env, 'VERSION_POLL_MS', 10_000, 10), 10_000),
    deadlineMs: read(() => integer(env, 'RENDER_DEADLINE_MS', 2500, 1), 2500),
    cacheMs: read(() => integer(env, 'DOCUMENT_CACHE_MS', 10_000, 0), 10_000),
    site: {
      runtimeConfig,
      origin: read(
        () => origin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN ?? `http://localhost:${port}`),
        '',
      ),
    },
    sites: Object.fromEntries(
      Object.entries(sites).flatMap(([name, value]) =>
        read<[string, SiteSettings][]>(() => [[name, siteOf(name, value)]], []),
      ),
    ),
  };
  if (problems.length === 1) throw new Error(problems[0]);
  if (problems.length > 1)
    throw new Error(`${problems.length} problems:\n- ${problems.join('\n- ')}`);
  return settings;
}
