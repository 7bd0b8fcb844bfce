// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// .github/workflows/delivery.yml packages every image a change touches and pushes it on main:
// only images that passed the journeys, and every image scripts/images/build.sh makes.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

interface Step {
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  steps: Step[];
  strategy?: { matrix: { package: string; exclude?: { package: string }[] } };
}
const workflow = parse(read('.github/workflows/delivery.yml')) as { jobs: Record<string, Job> };
const { changes, package: packageJob, push, reproducible } = workflow.jobs as Record<string, Job>;

/** The images build.sh makes when named none: its default list. */
const buildScript = read('scripts/images/build.sh');
const images = (/\|\| names=\(([^)]*)\)/.exec(buildScript)?.[1] ?? '').split(/\s+/).filter(Boolean);

/** GitHub's expression for the matrix's image, as the workflow writes it. */
const matrixPackage = ['$', '{{ matrix.package }}'].join('');

/** The path filters of the `changes` job: one per image (and `shared`, which is no image). */
const filterStep = changes?.steps.find((step) => step.uses?.startsWith('dorny/paths-filter'));
const filters = parse(filterStep?.with?.filters ?? '') as Record<string, string[]>;

describe('delivery workflow', () => {
  it('knows every image build.sh makes, the API proxy and the backup image included', () => {
    expect(images).toEqual(expect.arrayContaining(['api-proxy', 'shop-api-backup', 'shop-api']));
    expect(images.length).toBeGreaterThanOrEqual(10);
    for (const image of images) {
      expect(Object.keys(filters), image).toContain(image);
      // build.sh names each image in its case list, or the job's build fails.
      expect(buildScript, image).toMatch(new RegExp(`^\\s+(?:[\\w-]+ \\| )*${image}[ )|]`, 'm'));
    }
    expect(Object.keys(filters).filter((name) => name !== 'shared')).toEqual(
      expect.arrayContaining(images),
    );
  });

  it('builds one commit in two folders and compares every dist file', () => {
    const runs = reproducible?.steps.map((step) => step.run ?? '') ?? [];
    expect(runs).toContain('node scripts/ops/check-reproducible.mjs');
  });

  it('builds each changed image with build.sh and keeps it for the push', () => {
    const steps = packageJob?.steps.map((step) => step.run ?? step.uses ?? '') ?? [];
    expect(steps.some((run) => run.includes(`scripts/images/build.sh "${matrixPackage}"`))).toBe(
      true,
    );
    expect(steps).toContain('actions/upload-artifact@v4');
  });

  it('pushes on main only, and only after the packages, the journeys and the images passed', () => {
    const needs = [push?.needs ?? []].flat();
    expect(needs).toEqual(expect.arrayContaining(['package', 'e2e']));
    expect(push?.if).toContain("github.ref == 'refs/heads/main'");
    // A status function in `if` would run the push even when a job it needs failed.
    expect(push?.if).not.toMatch(/always\(\)|failure\(\)|cancelled\(\)/);
    const download = push?.steps.find((step) => step.uses?.startsWith('actions/download-artifact'));
    expect(download?.with?.name).toBe(`image-${matrixPackage}`);
    expect(push?.steps.some((step) => step.run?.includes('podman push'))).toBe(true);
  });
});
