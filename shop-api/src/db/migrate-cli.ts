import { runMigrateStep } from './migrate-step';

// `node dist/migrate.js`: run once per release before (or while) the API's replicas start.
await runMigrateStep();
