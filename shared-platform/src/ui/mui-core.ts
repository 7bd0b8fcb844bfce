/**
 * The MUI components, hooks and types the shell renders before its first render and most pages
 * use: with `./mui-lists`, `./mui-overlays` and `./mui-page`, the place a package imports MUI
 * from. This module is shared at run time as part of `@shop/shared-platform`, so the host
 * provides one copy of MUI, built with exactly these components, and a remote never brings its
 * own MUI internals (a second copy would also break the theme and the right-to-left direction,
 * which MUI keeps in module state). Everything here is downloaded before the shop's first render,
 * so a component only shown after the shopper asks for it belongs in one of the other modules;
 * a component the first render needs is added here, which changes the platform version.
 */
export {
  AppBar,
  Badge,
  Box,
  Button,
  type ButtonProps,
  CircularProgress,
  Container,
  Divider,
  Grid,
  IconButton,
  Link,
  Paper,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
export { keyframes, type SxProps, type Theme, useTheme } from '@mui/material/styles';
// Shown only when something failed: loaded after the first render (see `./lazy-alert`).
export { Alert, AlertTitle, preloadAlert } from './lazy-alert';
