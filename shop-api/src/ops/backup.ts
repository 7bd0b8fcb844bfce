import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { DiskStore } from '../uploads/disk-store';
import type { Uploads } from '../uploads/object-store';
import { exportUploads, importUploads } from './backup-files';

/**
 * A backup is a directory: the database as `pg_dump`'s custom format (restorable table by table,
 * compressed), the uploaded files (public pictures and private documents) as one tar archive,
 * and `backup.json` naming both with their SHA-256, so a restore refuses a damaged copy. The
 * files are read and written through the store interface, so disk and S3 back up alike.
 */
export interface BackupOptions {
  /** `postgres://` URL of the database. */
  databaseUrl: string;
  /** The configured store of uploads (`openUploads(config)`). */
  uploads?: Uploads;
  /** Instead of `uploads`: a directory holding `storage/` and `private/` on disk. */
  filesDir?: string;
  /** Where the backup goes (created). */
  directory: string;
  /** Only this schema (tests keep one schema per file); the whole database otherwise. */
  schema?: string;
}

export interface BackupManifest {
  createdAt: string;
  database: { file: string; sha256: string };
  files: { file: string; sha256: string } | null;
}

const DATABASE_FILE = 'database.dump';
const FILES_FILE = 'files.tar.gz';
const MANIFEST_FILE = 'backup.json';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} exited with ${code}: ${errors.trim()}`)),
    );
  });
}

function sha256Of(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

const schemaArgs = (schema: string | undefined) => (schema ? [`--schema=${schema}`] : []);

export async function backup(options: BackupOptions): Promise<BackupManifest> {
  mkdirSync(options.directory, { recursive: true });
  const databasePath = join(options.directory, DATABASE_FILE);
  await run('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    ...schemaArgs(options.schema),
    `--file=${databasePath}`,
    `--dbname=${options.databaseUrl}`,
  ]);
  let files: BackupManifest['files'] = null;
  // Copied out of the store into a folder beside the backup, archived, then removed.
  const staging = mkdtempSync(join(options.directory, '.files-'));
  try {
    if ((await exportUploads(uploadsOf(options), staging)) > 0) {
      const filesPath = join(options.directory, FILES_FILE);
      await run('tar', [
        '--create',
        '--gzip',
        `--file=${filesPath}`,
        `--directory=${staging}`,
        '.',
      ]);
      files = { file: FILES_FILE, sha256: await sha256Of(filesPath) };
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    database: { file: DATABASE_FILE, sha256: await sha256Of(databasePath) },
    files,
  };
  writeFileSync(join(options.directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup over the database (its objects dropped and recreated) and the store of
 * uploads (files in the backup written back; files uploaded since are kept until the sweep
 * finds that no row names them). Stop the API
 * first: requests during a restore would see half a database.
 */
export async function restore(options: BackupOptions): Promise<BackupManifest> {
  const manifest = JSON.parse(
    readFileSync(join(options.directory, MANIFEST_FILE), 'utf8'),
  ) as BackupManifest;
  for (const part of [manifest.database, manifest.files]) {
    if (!part) continue;
    const actual = await sha256Of(join(options.directory, part.file));
    if (actual !== part.sha256) throw new Error(`${part.file} is damaged (SHA-256 differs)`);
  }
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    ...schemaArgs(options.schema),
    `--dbname=${options.databaseUrl}`,
    join(options.directory, manifest.database.file),
  ]);
  if (manifest.files) {
    const staging = mkdtempSync(join(options.directory, '.files-'));
    try {
      await run('tar', [
        '--extract',
        '--gzip',
        `--file=${join(options.directory, manifest.files.file)}`,
        `--directory=${staging}`,
      ]);
      await importUploads(staging, uploadsOf(options));
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return manifest;
}

function uploadsOf(options: BackupOptions): Uploads {
  if (options.uploads) return options.uploads;
  if (!options.filesDir) throw new Error('a backup needs `uploads` or `filesDir`');
  return {
    public: new DiskStore(join(options.filesDir, 'storage')),
    private: new DiskStore(join(options.filesDir, 'private')),
    close: () => undefined,
  };
}
