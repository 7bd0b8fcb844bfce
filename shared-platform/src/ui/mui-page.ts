/**
 * The MUI components only pages of the remotes use (form fields, checkboxes, cards, chips), apart
 * from `./mui`, which holds what the shell renders. The host provides this module like every
 * platform module but builds it into a file of its own, so a visitor downloads these components
 * only when a page that needs them loads, not at the shop's start. A component the shell starts
 * using moves to `./mui`; either move changes the platform version.
 */

// Icons only these pages show; `./icons` holds those the shell shows too.
export { default as AddOutlined } from '@mui/icons-material/AddOutlined';
export { default as ArrowDownward } from '@mui/icons-material/ArrowDownward';
export { default as ArrowUpward } from '@mui/icons-material/ArrowUpward';
export { default as DeleteOutlined } from '@mui/icons-material/DeleteOutlined';
export { default as EditOutlined } from '@mui/icons-material/EditOutlined';
export { default as HomeOutlined } from '@mui/icons-material/HomeOutlined';
export { default as WorkOutlined } from '@mui/icons-material/WorkOutlined';
export {
  ButtonGroup,
  Card,
  CardActionArea,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  ListItem,
  ListItemIcon,
  MenuItem,
  Pagination,
  Radio,
  RadioGroup,
  TextField,
  type TextFieldProps,
} from '@mui/material';
