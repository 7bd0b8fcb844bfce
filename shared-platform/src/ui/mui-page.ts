/**
 * The MUI components only pages of the remotes use (form fields, checkboxes, cards, chips), apart
 * from `./mui`, which holds what the shell renders. The host provides this module like every
 * platform module but builds it into a file of its own, so a visitor downloads these components
 * only when a page that needs them loads, not at the shop's start. A component the shell starts
 * using moves to `./mui`; either move changes the platform version.
 */
export {
  Avatar,
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
  LinearProgress,
  ListItem,
  ListItemIcon,
  MenuItem,
  Pagination,
  Radio,
  RadioGroup,
  Rating,
  TextField,
  type TextFieldProps,
  useMediaQuery,
} from '@mui/material';
