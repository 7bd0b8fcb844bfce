import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openUploads } from '../uploads/open-uploads';
import { backup, restore } from './backup';

/**
 * `pnpm --filter ./shop-api backup -- --to <dir>` and `... restore -- --from <dir>`: the
 * configured PostgreSQL database (DATABASE_URL) and the uploaded files, from the configured
 * store (UPLOADS_STORE: the disk beside DATA_DIR, or S3).
 * See docs/operations/backups.md.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { to: { type: 'string' }, from: { type: 'string' }, schema: { type: 'string' } },
});
const command = positionals[0];
const config = loadConfig();
if (!config.databaseUrl) {
  console.error(
    'DATABASE_URL is not set: backups are of PostgreSQL (see docs/operations/backups.md)',
  );
  process.exit(1);
}
const directory = command === 'backup' ? values.to : values.from;
if ((command !== 'backup' && command !== 'restore') || !directory) {
  console.error('usage: backup-cli backup --to <dir> | restore --from <dir> [--schema <name>]');
  process.exit(1);
}
const options = {
  databaseUrl: config.databaseUrl,
  uploads: openUploads(config),
  directory: resolve(directory),
  ...(values.schema ? { schema: values.schema } : {}),
};
const manifest = await (command === 'backup' ? backup(options) : restore(options)).finally(() =>
  options.uploads.close(),
);
console.log(`${command === 'backup' ? 'backed up to' : 'restored from'} ${options.directory}`);
console.log(JSON.stringify(manifest));
