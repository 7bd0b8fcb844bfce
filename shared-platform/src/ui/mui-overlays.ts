/**
 * MUI components that open when the shopper asks for them: the drawer, the popover and the
 * collapsible section, with MUI's modal, focus trap and transitions behind them. The host builds
 * them into a file of its own that loads with the first page or menu that uses them (the header
 * preloads it when the menu button is pointed at or focused, and once the browser is idle), so
 * the shop's first render does not wait for them.
 */
export { Collapse, Drawer, Popover } from '@mui/material';
