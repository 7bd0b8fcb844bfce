import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
import { openUploads } from './open-uploads';
import { sweepUploads } from './sweep';

/**
 * `pnpm --filter ./shop-api uploads:sweep [-- --older-than-minutes N]`: deletes orphaned uploads
 * of the configured store once and exits (docs/operations/uploads.md). For a CronJob.
 */
const flag = process.argv.indexOf('--older-than-minutes');
const config = loadConfig();
const minutes = flag > 0 ? Number(process.argv[flag + 1]) : config.uploadsOrphanAfterMinutes;
if (!Number.isInteger(minutes) || minutes < 5) {
  console.error('--older-than-minutes must be an integer of at least 5');
  process.exit(1);
}
const database = await openConfiguredDatabase(config);
const uploads = openUploads(config);
try {
  const result = await sweepUploads(database.db, uploads, { olderThanMs: minutes * 60_000 });
  console.log(JSON.stringify({ deleted: result.deleted, abandoned: result.abandoned }));
} finally {
  uploads.close();
  await database.close();
}
