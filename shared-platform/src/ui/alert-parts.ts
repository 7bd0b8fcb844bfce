/**
 * MUI's `Alert` and `AlertTitle`, the file `./lazy-alert` loads (`on-demand-alert`): an alert is
 * shown only when something went wrong, so it is not part of the first render.
 */
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
