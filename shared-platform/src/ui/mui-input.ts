/**
 * MUI's bare input: the header's search field, which opens when the shopper asks for it. Loaded
 * then, like `./mui-overlays`, not before the shop's first render.
 */
export { InputBase } from '@mui/material';
