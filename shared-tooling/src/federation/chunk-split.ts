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
 * The platform modules only remote pages import (`ui/mui-page` with the form fields, checkboxes,
 * cards and chips, and the password field built on them) and the MUI modules only those
 * components use. The shell never imports them, so they load when a page needs them. A module
 * listed here that start-up code also needs would make this file load at start (the budget check
 * then shows it), so a MUI part the shell uses too (`FormControl`, `TextareaAutosize`, through the
 * search field's `InputBase`) is not listed.
 */
const PAGE_ONLY_UI =
  /[\\/]shared-platform[\\/]src[\\/]ui[\\/](mui-page|page-icons|password-field)\.tsx?$|[\\/]@mui[\\/]icons-material[\\/](CloudUploadOutlined|ComputerOutlined|DescriptionOutlined|HourglassTopOutlined|InfoOutlined|PaymentOutlined|PersonOutlined|PublicOutlined|SecurityOutlined|SmartphoneOutlined|SupportAgentOutlined|TabletOutlined|VerifiedUserOutlined|VpnKeyOutlined)\.m?js$|[\\/]@mui[\\/]material[\\/](ButtonGroup[\\/](ButtonGroup|buttonGroupClasses)\.m?js$|Card|CardActionArea|CardContent|Checkbox|Chip|FilledInput|FormControlLabel|FormHelperText|FormLabel|Input|InputAdornment|InputLabel|LinearProgress|ListItem|ListItemIcon|Menu|MenuList|NativeSelect|OutlinedInput|Select|TextField|internal[\\/]SwitchBase\.m?js)([\\/]|$)/;

/**
 * The host needs the shared libraries for its first render (it provides them to the remotes),
 * so they go into one file, apart from the UI parts only pages use, which get a second one loaded
 * on demand; the shell's own code is a third file.
 */
export const hostSplitChunks: SplitChunksConfig = {
  preset: 'none',
  chunks: 'async',
  cacheGroups: {
    pageUi: { test: PAGE_ONLY_UI, name: 'page-ui', enforce: true, priority: 10 },
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
