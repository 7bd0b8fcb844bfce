/**
 * MUI's list components: the phone menu, the store's category filter, the account navigation.
 * Loaded with the page or menu that shows them, like `./mui-overlays`, not before the shop's
 * first render, which shows no list.
 */
export { List, ListItemButton, ListItemText } from '@mui/material';
