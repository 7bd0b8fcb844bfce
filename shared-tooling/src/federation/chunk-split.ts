/**
 * How the host and the remotes cut their JavaScript into files. Rspack's default rules copy a
 * small module into every async chunk that needs it (below `minSize` it is not worth its own
 * file), and every shared library is an async chunk of its own: the host loaded 73 files, 39 of
 * them under 5 KB, with MUI internals repeated across them. Node-only.
 */
import type { SplitChunksConfig } from '@rsbuild/core';

/** Third-party code and the shop's shared workspace packages (shared at run time). */
const SHARED_CODE =
  /[\\/]node_modules[\\/]|[\\/]shared-(contracts|platform)[\\/](src|locales)[\\/]/;

/**
 * The host needs every shared library for its first render (it provides them to the remotes),
 * so all of them go into one file; the shell's own code is a second file.
 */
export const hostSplitChunks: SplitChunksConfig = {
  preset: 'none',
  chunks: 'async',
  cacheGroups: {
    sharedLibraries: { test: SHARED_CODE, name: 'shared-libraries', enforce: true },
  },
};

/**
 * A remote's page code stays with its exposed module; code used by several pages of a remote is
 * split out only when it is big enough to be worth a request. The remote's own copies of the
 * shared libraries load only when it runs alone (without the host), so their files do not matter.
 */
export const remoteSplitChunks: SplitChunksConfig = {
  preset: 'none',
  chunks: 'async',
  minSize: 20_000,
};
