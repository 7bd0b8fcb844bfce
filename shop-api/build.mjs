// Compiles the server for production: one ES module in dist/ (the workspace's shared-contracts
// bundled in, npm packages left to node_modules) plus the SQL migrations, and the migrate step
// dist/migrate.js (migrates under an advisory lock, seeds the demo data only with SEED_DEMO=1,
// exits; run once per release before the API's replicas start). dist/seed-cli.js is the same
// step under its older name (docker-compose.yml calls it).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', here), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@shop/'))
  .flatMap((name) => [name, `${name}/*`]);

const dist = new URL('dist/', here);
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    server: new URL('src/server.ts', here).pathname,
    migrate: new URL('src/db/migrate-cli.ts', here).pathname,
    'seed-cli': new URL('src/db/seed-cli.ts', here).pathname,
    // Backups and restores (docs/operations/backups.md); needs pg_dump/pg_restore where it runs.
    'backup-cli': new URL('src/ops/backup-cli.ts', here).pathname,
    // Deletes orphaned uploads once (docs/operations/uploads.md); for a CronJob.
    'uploads-sweep': new URL('src/uploads/sweep-cli.ts', here).pathname,
  },
  outdir: dist.pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// src/db/migrate.ts reads the migrations beside its own module: dist/migrations once bundled.
cpSync(new URL('src/db/migrations', here), new URL('migrations', dist), { recursive: true });
