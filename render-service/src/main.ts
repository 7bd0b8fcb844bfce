// The render service's entry: settings from the environment (and --public=false), then serve.

import { createService } from './server/create-service';
import { readSettings } from './settings';

const settings = readSettings(process.env, process.argv.slice(2));
const service = await createService(settings);
await service.app.listen({ port: settings.port, host: settings.host });
// Listening first: /healthz answers while the first generation starts (/readyz tells when).
void service.start();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void service.stop().finally(() => process.exit(0));
  });
}
