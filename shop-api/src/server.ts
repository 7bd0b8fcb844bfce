import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase, prepareDatabase } from './db/open-configured';
import { installGracefulShutdown } from './lifecycle/graceful-shutdown';
import { Lifecycle } from './lifecycle/lifecycle';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Invalid configuration: ${(error as Error).message}`);
    process.exit(1);
  }
})();

let warnLost = (error: Error) => console.warn(`database connection lost: ${error.message}`);
const database = await openConfiguredDatabase(config, (error) => warnLost(error));
// Outside production the server migrates itself (under the lock); in production the migrate
// step does, and readiness stays 503 until it has.
const prepared = await prepareDatabase(database, config, { migrate: config.migrateOnStart });
const lifecycle = new Lifecycle();
const app = await buildApp({ database, config, logger: true, lifecycle });
warnLost = (error) => app.log.warn({ err: error }, 'database connection lost; reconnecting');
if (prepared.applied.length > 0) app.log.info({ applied: prepared.applied }, 'migrated');
if (prepared.seeded) app.log.info('seeded the empty database with the demo data');
if (prepared.seedSkipped) app.log.warn('SEED_DEMO ignored: migrations are pending');
installGracefulShutdown(app, database, lifecycle, config);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `${config.apiDocs ? `docs at ${config.publicUrl}/docs, ` : ''}database: ${database.kind}`,
);
