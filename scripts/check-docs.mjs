// Keeps the documentation readable and whole: the two READMEs stay short (the rest lives in docs/),
// and every relative Markdown link in them and in docs/ names a file or folder that exists.
// Run by `pnpm lint` after Biome; exits 1 naming every problem.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SIZE_LIMITS = { 'README.md': 12_288, 'shop-api/README.md': 8_192 };

function markdownFilesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFilesUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Relative link targets of a Markdown text, without their `#anchor`; code spans and blocks are skipped. */
export function relativeLinks(text) {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const targets = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(
    (match) => match[1],
  );
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURI(target.split('#')[0]));
}

export function docProblems() {
  const problems = [];
  for (const [file, limit] of Object.entries(SIZE_LIMITS)) {
    const size = statSync(join(root, file)).size;
    if (size > limit)
      problems.push(`${file} is ${size} bytes, more than ${limit}: move detail to docs/`);
  }
  const files = [
    ...Object.keys(SIZE_LIMITS).map((file) => join(root, file)),
    ...markdownFilesUnder(join(root, 'docs')),
  ];
  for (const file of files) {
    for (const target of relativeLinks(readFileSync(file, 'utf8'))) {
      const path = resolve(dirname(file), target);
      if (!existsSync(path)) {
        problems.push(`${relative(root, file)}: link to ${target}, which does not exist`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = docProblems();
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
