import { loadConfig } from '../config';
import { openConfiguredDatabase, prepareDatabase } from './open-configured';

/**
 * The migrate step (`node dist/migrate.js`, `pnpm --filter ./shop-api migrate`): applies the
 * pending migrations under the migration lock, seeds the demo data only with SEED_DEMO=1 (or
 * `demo`), and exits 0, also when another process had already done it all. Exit 1 on an error.
 */
export async function runMigrateStep({ demo = false }: { demo?: boolean } = {}): Promise<void> {
  const started = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(`Invalid configuration: ${(error as Error).message}`);
    process.exit(1);
  }
  if (demo) config = { ...config, seedDemo: true };
  const database = await openConfiguredDatabase(config);
  try {
    const { applied, seeded } = await prepareDatabase(database, config, { migrate: true });
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(', ')}.`
        : 'The database was already migrated.',
    );
    if (config.seedDemo) {
      console.log(seeded ? 'Seeded the demo data.' : 'The database already had data: not seeded.');
      if (config.seedProducts > 0)
        console.log(`The catalogue has at least ${config.seedProducts} products.`);
    }
    console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    console.error(`Migration failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
