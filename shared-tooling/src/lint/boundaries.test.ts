// @vitest-environment node
/**
 * Proves the package boundaries of biome.json fire: violation files are planted inside each
 * package (so that package's override applies), the workspace's Biome lints the whole workspace
 * once as `pnpm lint` does, and every planted file must carry its expected boundary diagnostic
 * while no real file carries any. The planted files are always removed again.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const RESTRICTED = 'lint/style/noRestrictedImports';
const CYCLE = 'lint/suspicious/noImportCycles';

interface Plant {
  /** What the case proves. */
  title: string;
  /** Package folder the file is planted in. */
  pkg: string;
  code: string;
  /** Expected diagnostic category and a fragment of its message; `null` = must stay clean. */
  expected: { category: string; message: string } | null;
}

const remoteImport = { category: RESTRICTED, message: 'must not import another remote' };
const hostImport = { category: RESTRICTED, message: 'must not import the host' };
const relativeImport = { category: RESTRICTED, message: 'never by a relative path' };
const notPure = { category: RESTRICTED, message: 'is the pure contract' };
const toolingAtRunTime = { category: RESTRICTED, message: 'never shared at run time' };
const uiLibrary = {
  category: RESTRICTED,
  message: 'Import MUI and React Router from @shop/shared-platform',
};
const throughPlatform = {
  category: RESTRICTED,
  message: 'Import react-i18next and TanStack Query from @shop/shared-platform',
};

const PLANTS: Plant[] = [
  {
    title: 'a remote imports another remote by package name',
    pkg: 'mfe-catalog',
    code: "export { default } from '@shop/mfe-product/src/product/product-page';\n",
    expected: remoteImport,
  },
  {
    title: 'a remote lazily imports another remote',
    pkg: 'mfe-account',
    code: "export const load = () => import('@shop/mfe-auth/sign-in');\n",
    expected: remoteImport,
  },
  {
    title: 'a remote imports the host',
    pkg: 'mfe-auth',
    code: "export * from '@shop/host-shell/src/app/route-table';\n",
    expected: hostImport,
  },
  {
    title: 'a remote reaches into another remote by a relative path',
    pkg: 'mfe-product',
    code: "export * from '../../../mfe-catalog/src/home/home-page';\n",
    expected: relativeImport,
  },
  {
    title: 'the host imports a remote',
    pkg: 'host-shell',
    code: "export { default } from '@shop/mfe-catalog/src/home/home-page';\n",
    expected: {
      category: RESTRICTED,
      message: 'The host loads remote pages at run time through Module Federation',
    },
  },
  {
    title: 'the host imports a shared package by a relative path',
    pkg: 'host-shell',
    code: "export * from '../../../shared-platform/src/events/event-bus';\n",
    expected: relativeImport,
  },
  ...['react', 'react-dom/client', '@mui/material', 'axios', 'i18next', 'react-i18next'].map(
    (library): Plant => ({
      title: `the pure contract imports ${library}`,
      pkg: 'shared-contracts',
      code: `export * from '${library}';\n`,
      expected: notPure,
    }),
  ),
  {
    title: 'the pure contract imports the run-time platform',
    pkg: 'shared-contracts',
    code: "export * from '@shop/shared-platform/http/call-api';\n",
    expected: { category: RESTRICTED, message: 'must not depend on the browser run time' },
  },
  {
    title: 'the pure contract imports the tooling',
    pkg: 'shared-contracts',
    code: "export * from '@shop/shared-tooling/federation/define-config';\n",
    expected: toolingAtRunTime,
  },
  {
    title: 'the run-time platform imports the tooling',
    pkg: 'shared-platform',
    code: "export * from '@shop/shared-tooling/testing/locale-keys';\n",
    expected: toolingAtRunTime,
  },
  {
    title: 'the API server imports the browser run time',
    pkg: 'shop-api',
    code: "export * from '@shop/shared-platform/http/api-error';\n",
    expected: { category: RESTRICTED, message: 'The API server depends on the pure contract only' },
  },
  ...(
    [
      ['mfe-auth', '@mui/material', uiLibrary],
      ['mfe-account', '@mui/material/TextField', uiLibrary],
      ['mfe-catalog', '@mui/icons-material/Close', uiLibrary],
      ['mfe-product', 'react-router-dom', uiLibrary],
      ['host-shell', '@mui/material/styles', uiLibrary],
      ['host-shell', 'react-router-dom', uiLibrary],
      ['shared-tooling', '@mui/material/Button', uiLibrary],
      ['mfe-catalog', 'react-i18next', throughPlatform],
      ['mfe-cart-checkout', '@tanstack/react-query', throughPlatform],
      ['host-shell', 'react-i18next', throughPlatform],
      ['host-shell', '@tanstack/query-core', throughPlatform],
      ['shared-tooling', '@tanstack/react-query', throughPlatform],
      // Only the platform's re-exporting modules (`i18n/react`, `i18n/trans`, `query/react-query`)
      // may import them; any other platform file goes through those as well.
      ['shared-platform', 'react-i18next', throughPlatform],
    ] as const
  ).map(
    ([pkg, library, expected]): Plant => ({
      title: `${pkg} imports ${library} directly instead of through the platform`,
      pkg,
      code: `export * from '${library}';\n`,
      expected,
    }),
  ),
  {
    title: 'the platform imports MUI and React Router itself (allowed)',
    pkg: 'shared-platform',
    code: "export * from '@mui/material/Button';\nexport * from 'react-router-dom';\n",
    expected: null,
  },
  {
    title: 'a remote imports the shared packages by package name (allowed)',
    pkg: 'mfe-catalog',
    code: [
      "export * from '@shop/shared-contracts/routes';",
      "export * from '@shop/shared-platform/http/call-api';",
      "export * from '@shop/shared-platform/ui/mui-core';",
      "export * from '@shop/shared-platform/router/react-router';",
      '',
    ].join('\n'),
    expected: null,
  },
  {
    title: 'the host imports the platform and its own files (allowed)',
    pkg: 'host-shell',
    code: "export * from '@shop/shared-platform/events/event-bus';\nexport * from '../app/route-table';\n",
    expected: null,
  },
];

const plantDirs: string[] = [];
const plantedFiles = new Map<string, Plant>();
let cycleFiles: string[] = [];
let diagnostics: { category: string; severity: string; message: string; path: string }[] = [];

function plantDir(pkg: string): string {
  const dir = join(pkg, 'src', `boundary-check-${process.pid}`);
  if (!plantDirs.includes(dir)) {
    mkdirSync(join(repoRoot, dir), { recursive: true });
    plantDirs.push(dir);
  }
  return dir;
}

function plant(file: string, code: string) {
  writeFileSync(join(repoRoot, file), code);
}

function removePlants() {
  for (const dir of plantDirs) rmSync(join(repoRoot, dir), { recursive: true, force: true });
}

/** The message of a JSON-reporter diagnostic is either text or a list of markup parts. */
function messageText(message: unknown): string {
  if (typeof message === 'string') return message;
  if (Array.isArray(message))
    return message.map((part) => (part as { content?: string }).content ?? '').join('');
  return '';
}

beforeAll(() => {
  try {
    PLANTS.forEach((entry, index) => {
      const file = join(plantDir(entry.pkg), `plant-${index}.ts`);
      plant(file, entry.code);
      plantedFiles.set(file, entry);
    });
    const dir = plantDir('mfe-cart-checkout');
    cycleFiles = [join(dir, 'cycle-a.ts'), join(dir, 'cycle-b.ts')];
    plant(cycleFiles[0] as string, "import { b } from './cycle-b';\nexport const a = () => b;\n");
    plant(cycleFiles[1] as string, "import { a } from './cycle-a';\nexport const b = () => a;\n");

    const run = spawnSync(
      join(repoRoot, 'node_modules', '.bin', 'biome'),
      [
        'lint',
        '--reporter=json',
        '--max-diagnostics=none',
        // No `--only`: it would switch the rules on even when biome.json did not.
        '.',
      ],
      { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(run.stdout) as {
      diagnostics: {
        category: string;
        severity: string;
        message: unknown;
        location?: { path?: string };
      }[];
    };
    diagnostics = report.diagnostics
      .filter(({ category }) => category === RESTRICTED || category === CYCLE)
      .map((diagnostic) => ({
        category: diagnostic.category,
        severity: diagnostic.severity,
        message: messageText(diagnostic.message),
        path: diagnostic.location?.path ?? '',
      }));
  } finally {
    removePlants();
  }
}, 120_000);

afterAll(removePlants);

const diagnosticsOf = (file: string) => diagnostics.filter(({ path }) => path === file);

describe('package boundaries (biome.json)', () => {
  it.each(PLANTS.map((entry, index) => [entry.title, index] as const))('%s', (_title, index) => {
    const entry = PLANTS[index] as Plant;
    const [file] = [...plantedFiles].find(([, planted]) => planted === entry) ?? [''];
    const found = diagnosticsOf(file);
    if (entry.expected === null) {
      expect(found).toEqual([]);
    } else {
      expect(found).toEqual([
        expect.objectContaining({
          category: entry.expected.category,
          // Errors, so `pnpm lint` fails on them.
          severity: 'error',
          message: expect.stringContaining(entry.expected.message),
        }),
      ]);
    }
  });

  it('reports an import cycle', () => {
    for (const file of cycleFiles) {
      expect(diagnosticsOf(file)).toContainEqual(
        expect.objectContaining({ category: CYCLE, severity: 'error' }),
      );
    }
  });

  it('finds no boundary violation in the real workspace', () => {
    const planted = new Set([...plantedFiles.keys(), ...cycleFiles]);
    expect(diagnostics.filter(({ path }) => !planted.has(path))).toEqual([]);
  });
});
