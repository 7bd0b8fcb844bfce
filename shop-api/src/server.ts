import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open-configured';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Invalid configuration: ${(error as Error).message}`);
    process.exit(1);
  }
})();

const { database, seeded } = await openConfiguredDatabase(config);
const app = await buildApp({ database, config, logger: true });
if (seeded) app.log.info('seeded the empty database');

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
app.log.info(`docs at ${config.publicUrl}/docs, database: ${database.kind}`);
