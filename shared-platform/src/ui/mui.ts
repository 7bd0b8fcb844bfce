/**
 * Every MUI component of `./mui-core`, `./mui-input`, `./mui-lists` and `./mui-overlays` in one module, as
 * platform 4.1 and earlier offered them: remotes built against those versions import this
 * module, and the host keeps providing it until the next major platform version. New code imports
 * the smaller modules, so a page that shows no drawer does not download one. Loading this module
 * loads them all.
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
  Container,
  Divider,
  Grid,
  IconButton,
  keyframes,
  Link,
  Paper,
  Stack,
  type SxProps,
  type Theme,
  Toolbar,
  Typography,
  useTheme,
} from '@shop/shared-platform/ui/mui-core';
export { InputBase } from '@shop/shared-platform/ui/mui-input';
export { List, ListItemButton, ListItemText } from '@shop/shared-platform/ui/mui-lists';
export { Collapse, Drawer, Popover } from '@shop/shared-platform/ui/mui-overlays';
