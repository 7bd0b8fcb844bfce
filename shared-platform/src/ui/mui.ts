/**
 * The MUI components, hooks and types the shell and most pages use: with `./mui-page` (components
 * only pages use, loaded when such a page loads), the only place a package imports MUI from.
 * This module is shared at run time as part of `@shop/shared-platform`, so the host provides one
 * copy of MUI, built with exactly these components, and a remote never brings its own MUI
 * internals (a second copy would also break the theme and the right-to-left direction, which MUI
 * keeps in module state). A page that needs another MUI component adds it to `./mui-page` (here
 * only when the shell renders it too); the remote then
 * needs a host built with this platform version (the platform's package version says so).
 */
export {
  Alert,
  AlertTitle,
  AppBar,
  Badge,
  Box,
  Button,
  type ButtonProps,
  CircularProgress,
  Collapse,
  Container,
  Divider,
  Drawer,
  Grid,
  IconButton,
  InputBase,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  Popover,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
export { keyframes, type SxProps, type Theme, useTheme } from '@mui/material/styles';
