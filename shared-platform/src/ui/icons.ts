/**
 * The MUI icons the shop uses, shared with the platform like `./mui` (an icon brings MUI's
 * `SvgIcon`, which must be the host's copy). A page that needs another icon adds it here.
 */
export { default as AccountCircleOutlined } from '@mui/icons-material/AccountCircleOutlined';
export { default as ArrowBack } from '@mui/icons-material/ArrowBack';
export { default as Cancel } from '@mui/icons-material/Cancel';
export { default as CheckCircle } from '@mui/icons-material/CheckCircle';
export { default as Close } from '@mui/icons-material/Close';
export { default as ExpandLess } from '@mui/icons-material/ExpandLess';
export { default as ExpandMore } from '@mui/icons-material/ExpandMore';
export { default as LocalShippingOutlined } from '@mui/icons-material/LocalShippingOutlined';
export { default as Logout } from '@mui/icons-material/Logout';
export { default as Menu } from '@mui/icons-material/Menu';
export { default as RadioButtonUnchecked } from '@mui/icons-material/RadioButtonUnchecked';
export { default as Search } from '@mui/icons-material/Search';
export { default as ShoppingCartOutlined } from '@mui/icons-material/ShoppingCartOutlined';
export { default as StorefrontOutlined } from '@mui/icons-material/StorefrontOutlined';
export { default as Translate } from '@mui/icons-material/Translate';
export { default as Visibility } from '@mui/icons-material/Visibility';
export { default as VisibilityOff } from '@mui/icons-material/VisibilityOff';
