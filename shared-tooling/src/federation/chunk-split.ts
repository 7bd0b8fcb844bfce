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

/** Platform i18n modules only remote pages import: react-i18next's `Trans`. */
const PAGE_PLATFORM_I18N_MODULES = ['trans'];

/** react-i18next's files (of `dist/es`) behind `Trans`, with its markup parser. */
const TRANS_FILES = ['Trans', 'TransWithoutContext'];

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
  'ListItemSecondaryAction',
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
  'useMediaQuery',
  'usePagination',
];

/**
 * Platform modules of the parts that open when the shopper asks for them (drawers, popovers,
 * collapsible sections, lists, the search field's input).
 */
const OVERLAY_PLATFORM_MODULES = ['mui-input', 'mui-lists', 'mui-overlays'];

/**
 * `@mui/material` folders only the components of `ui/mui-overlays`, `ui/mui-lists` and
 * `ui/mui-input` use: the drawer, popover and collapse with MUI's modal, focus trap, portal and
 * transitions, and the bare input with its autosizing text area.
 */
const OVERLAY_MUI_COMPONENTS = [
  'Backdrop',
  'Collapse',
  'Drawer',
  'Fade',
  'Grow',
  'InputBase',
  'List',
  'ListItemButton',
  'ListItemText',
  'Modal',
  'Popover',
  'Portal',
  'Slide',
  'TextareaAutosize',
  'Unstable_TrapFocus',
];

/** Single `@mui/material` files those use (some page components too), the shell's start not. */
const OVERLAY_MUI_FILES = [
  'FormControl/FormControlContext',
  'FormControl/formControlState',
  'FormControl/useFormControl',
  'internal/Transition',
  'utils/contains',
  'utils/debounce',
  'utils/focusable',
  'utils/mergeSlotProps',
  'utils/ownerWindow',
];

/** `@mui/utils` folders those use (some page components too), the shell's start not. */
const OVERLAY_MUI_UTILS = [
  'contains',
  'createChainedFunction',
  'debounce',
  'getReactElementRef',
  'getScrollbarSize',
  'ownerWindow',
  'setRef',
  'useValueAsRef',
];

/** Single `@mui/material` files (below a folder the shell also uses) only page components use. */
const PAGE_MUI_FILES = [
  'ButtonGroup/ButtonGroup',
  'ButtonGroup/buttonGroupClasses',
  'FormControl/FormControl',
  'FormControl/formControlClasses',
  'internal/SwitchBase',
  'internal/switchBaseClasses',
  'internal/svg-icons/ArrowDropDown',
  'internal/svg-icons/Cancel',
  'internal/svg-icons/CheckBox',
  'internal/svg-icons/CheckBoxOutlineBlank',
  'internal/svg-icons/FirstPage',
  'internal/svg-icons/IndeterminateCheckBox',
  'internal/svg-icons/LastPage',
  'internal/svg-icons/NavigateBefore',
  'internal/svg-icons/NavigateNext',
  'internal/svg-icons/Person',
  'internal/svg-icons/RadioButtonChecked',
  'internal/svg-icons/RadioButtonUnchecked',
  'internal/svg-icons/Star',
  'internal/svg-icons/StarBorder',
  'utils/createChainedFunction',
  'utils/focusWithVisible',
  'utils/getScrollbarSize',
  'utils/useControlled',
  'utils/useRovingTabIndex',
];

/** `@mui/system` folders only page components use (`useMediaQuery` of `ui/mui-page` lives there). */
const PAGE_MUI_SYSTEM = ['useMediaQuery'];

/** `@mui/utils` folders only page components use. */
const PAGE_MUI_UTILS = [
  'getValidReactChildren',
  'useControlled',
  'useRovingTabIndex',
  'useSlotProps',
  'visuallyHidden',
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

/** The files of the npm packages `names`, installed flat or in pnpm's `.pnpm` store. */
const packageFiles = (names: string[]) =>
  `${SEP}node_modules${SEP}(\\.pnpm${SEP}[^\\\\/]+${SEP}node_modules${SEP})?${anyOf(names)}${SEP}`;

/** The JavaScript files `files` (without `.js`) of the folder `dir` of the npm package `name`. */
const packageFilesIn = (name: string, dir: string, files: string[]) =>
  `${packageFiles([filePath(name)])}${filePath(dir)}${SEP}${anyOf(files.map(filePath))}\\.js$`;

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
    `${SEP}shared-platform${SEP}src${SEP}i18n${SEP}${anyOf(PAGE_PLATFORM_I18N_MODULES)}\\.ts$`,
    packageFilesIn('react-i18next', 'dist/es', TRANS_FILES),
    packageFiles(['html-parse-stringify', 'void-elements']),
    `${SEP}@mui${SEP}material${SEP}${anyOf(PAGE_MUI_COMPONENTS)}(${SEP}|$)`,
    `${SEP}@mui${SEP}material${SEP}${anyOf(PAGE_MUI_FILES.map(filePath))}\\.m?js$`,
    `${SEP}@mui${SEP}system${SEP}${anyOf(PAGE_MUI_SYSTEM)}${SEP}`,
    `${SEP}@mui${SEP}utils${SEP}${anyOf(PAGE_MUI_UTILS)}${SEP}`,
    `${SEP}@mui${SEP}icons-material${SEP}(esm${SEP})?${anyOf(PAGE_ICONS)}\\.m?js$`,
  ].join('|'),
);

/**
 * The overlay, list and input components and the platform modules that offer them. The shell
 * renders them only after the shopper asks (its phone menu, its category panels and its search
 * field load on demand), so the host builds them into a file of their own, loaded with the first
 * page or menu that needs them. Like `PAGE_ONLY_UI`, a module listed here that start-up code also
 * needs would make this file load at start, which the budget check shows.
 */
export const OVERLAY_UI = new RegExp(
  [
    `${SEP}shared-platform${SEP}src${SEP}ui${SEP}${anyOf(OVERLAY_PLATFORM_MODULES)}\\.tsx?$`,
    `${SEP}@mui${SEP}material${SEP}${anyOf(OVERLAY_MUI_COMPONENTS)}(${SEP}|$)`,
    `${SEP}@mui${SEP}material${SEP}${anyOf(OVERLAY_MUI_FILES.map(filePath))}\\.m?js$`,
    `${SEP}@mui${SEP}utils${SEP}${anyOf(OVERLAY_MUI_UTILS)}${SEP}`,
  ].join('|'),
);

/**
 * MUI's button ripple, which the platform's stand-in for `ButtonBase/TouchRipple` loads once the
 * browser is idle (`shared-tooling/src/federation/mui-stand-ins.ts`).
 */
export const TOUCH_RIPPLE = new RegExp(
  `${SEP}@mui${SEP}material${SEP}ButtonBase${SEP}(TouchRipple|Ripple|touchRippleClasses)\\.m?js$`,
);

/**
 * MUI's alert, with the icons only it draws, and the platform's file that gathers it: loaded once
 * the browser is idle after start-up (`shared-platform/src/ui/lazy-alert.ts`).
 */
export const ALERT = new RegExp(
  [
    `${SEP}@mui${SEP}material${SEP}(Alert|AlertTitle)${SEP}`,
    `${SEP}@mui${SEP}material${SEP}internal${SEP}svg-icons${SEP}(SuccessOutlined|ReportProblemOutlined|ErrorOutline|InfoOutlined)\\.m?js$`,
    `${SEP}shared-platform${SEP}src${SEP}ui${SEP}alert-parts\\.ts$`,
  ].join('|'),
);

/** Libraries only the host uses, and only after its first render. */
const HOST_ON_DEMAND_LIBRARIES = new RegExp(packageFiles(['react-toastify']));

/**
 * The right-to-left plugin of the emotion caches (the platform's `theme/rtl-*` files: the
 * plugin, its pre-check and its table, with stylis-plugin-rtl and cssjanus): only a page in
 * Arabic loads it (`loadDirectionSupport` in the platform's `theme/emotion-caches.ts`).
 */
export const RTL_STYLING = new RegExp(
  [
    packageFiles(['stylis-plugin-rtl', 'cssjanus']),
    `${SEP}shared-platform${SEP}src${SEP}theme${SEP}rtl-[-.a-z]+\\.(?:ts|json)$`,
  ].join('|'),
);

/**
 * The host needs the shared libraries for its first render (it provides them to the remotes),
 * so they go into one file, apart from the UI parts only pages use, those that open on request
 * and the right-to-left styling, which get files of their own loaded when asked for; the shell's
 * own code is another file.
 */
export const hostSplitChunks: SplitChunksConfig = {
  preset: 'none',
  chunks: 'async',
  cacheGroups: {
    pageUi: { test: PAGE_ONLY_UI, name: 'page-ui', enforce: true, priority: 10 },
    overlayUi: { test: OVERLAY_UI, name: 'on-request-ui', enforce: true, priority: 10 },
    // The toast library loads with the toast host, after the first render (see LazyToastHost).
    toasts: {
      test: HOST_ON_DEMAND_LIBRARIES,
      name: 'on-demand-toast-library',
      enforce: true,
      priority: 20,
    },
    rtlStyling: { test: RTL_STYLING, name: 'on-demand-rtl', enforce: true, priority: 20 },
    ripple: { test: TOUCH_RIPPLE, name: 'on-demand-ripple', enforce: true, priority: 20 },
    alert: { test: ALERT, name: 'on-demand-alert', enforce: true, priority: 20 },
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
