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

/** Platform modules only remote pages import: page components, page icons, the password field. */
const PAGE_PLATFORM_MODULES = ['mui-page', 'page-icons', 'password-field'];

/** `@mui/material` folders (components) only the components of `ui/mui-page` use. */
const PAGE_MUI_COMPONENTS = [
  'Avatar',
  'Card',
  'CardActionArea',
  'CardContent',
  'Checkbox',
  'Chip',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'FilledInput',
  'FormControlLabel',
  'FormGroup',
  'FormHelperText',
  'FormLabel',
  'Input',
  'InputAdornment',
  'InputLabel',
  'LinearProgress',
  'ListItem',
  'ListItemIcon',
  'Menu',
  'MenuItem',
  'MenuList',
  'NativeSelect',
  'OutlinedInput',
  'Pagination',
  'PaginationItem',
  'Radio',
  'RadioGroup',
  'Rating',
  'Select',
  'TextField',
  'usePagination',
];

/** Single `@mui/material` files (below a folder the shell also uses) only page components use. */
const PAGE_MUI_FILES = [
  'ButtonGroup/ButtonGroup',
  'ButtonGroup/buttonGroupClasses',
  'internal/SwitchBase',
  'internal/svg-icons/FirstPage',
  'internal/svg-icons/LastPage',
  'internal/svg-icons/NavigateBefore',
  'internal/svg-icons/NavigateNext',
  'internal/svg-icons/Person',
  'internal/svg-icons/RadioButtonChecked',
  'internal/svg-icons/RadioButtonUnchecked',
  'internal/svg-icons/Star',
  'internal/svg-icons/StarBorder',
  'utils/createChainedFunction',
];

/** The icons of `ui/page-icons`. */
const PAGE_ICONS = [
  'AccountBalanceWalletOutlined',
  'Add',
  'AddOutlined',
  'AddShoppingCart',
  'ArrowDownward',
  'ArrowUpward',
  'AssignmentReturnOutlined',
  'Check',
  'ChevronLeft',
  'ChevronRight',
  'CloudUploadOutlined',
  'ComputerOutlined',
  'DeleteOutlined',
  'DescriptionOutlined',
  'EditOutlined',
  'Favorite',
  'FavoriteBorder',
  'FilterList',
  'Fullscreen',
  'HomeOutlined',
  'HourglassTopOutlined',
  'InfoOutlined',
  'PaymentOutlined',
  'PersonOutlined',
  'PublicOutlined',
  'Remove',
  'SecurityOutlined',
  'Share',
  'SmartphoneOutlined',
  'SupportAgentOutlined',
  'TabletOutlined',
  'Verified',
  'VerifiedUserOutlined',
  'VpnKeyOutlined',
  'WorkOutlined',
];

const SEP = String.raw`[\\/]`;
const anyOf = (names: string[]) => `(${names.join('|')})`;
const filePath = (path: string) => path.split('/').join(SEP);

/**
 * The platform modules only remote pages import and the MUI modules only they use. The shell
 * never imports them, so the host builds them into a file of their own that loads when a page
 * needs it. A module listed here that start-up code also needs would make this file load at
 * start (the budget check then shows it), so a MUI part the shell uses too (`FormControl`,
 * `TextareaAutosize`, through the search field's `InputBase`) is not listed. A page that needs a
 * new MUI component or icon adds it to `ui/mui-page` or `ui/page-icons` and to these lists.
 */
export const PAGE_ONLY_UI = new RegExp(
  [
    `${SEP}shared-platform${SEP}src${SEP}ui${SEP}${anyOf(PAGE_PLATFORM_MODULES)}\\.tsx?$`,
    `${SEP}@mui${SEP}material${SEP}${anyOf(PAGE_MUI_COMPONENTS)}(${SEP}|$)`,
    `${SEP}@mui${SEP}material${SEP}${anyOf(PAGE_MUI_FILES.map(filePath))}\\.m?js$`,
    `${SEP}@mui${SEP}utils${SEP}visuallyHidden${SEP}`,
    `${SEP}@mui${SEP}icons-material${SEP}(esm${SEP})?${anyOf(PAGE_ICONS)}\\.m?js$`,
  ].join('|'),
);

/** Libraries only the host uses, and only after its first render. */
const HOST_ON_DEMAND_LIBRARIES =
  /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?react-toastify[\\/]/;

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
    // The toast library loads with the toast host, after the first render (see LazyToastHost).
    toasts: {
      test: HOST_ON_DEMAND_LIBRARIES,
      name: 'on-demand-toast-library',
      enforce: true,
      priority: 20,
    },
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
