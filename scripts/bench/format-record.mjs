// Formats a benchmark's record files as `pnpm lint` expects them (Biome formats Markdown tables
// and JSON), so a recorded run lands without a formatting commit of its own.
import { spawnSync } from 'node:child_process';

export function formatRecordFiles(paths) {
  spawnSync('pnpm', ['exec', 'biome', 'format', '--write', ...paths], { stdio: 'ignore' });
}
