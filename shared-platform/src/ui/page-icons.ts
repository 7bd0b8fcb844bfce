/**
 * The MUI icons only pages use (product cards, the store's filters, carousels), apart from
 * `./icons`, which holds the shell's. Like `./mui-page`, the host builds this module into its
 * on-demand page UI file, so `/` does not download them before its first render. An icon the
 * shell starts using moves to `./icons`; either move changes the platform version.
 */
export { default as Add } from '@mui/icons-material/Add';
export { default as AddShoppingCart } from '@mui/icons-material/AddShoppingCart';
export { default as AssignmentReturnOutlined } from '@mui/icons-material/AssignmentReturnOutlined';
export { default as Check } from '@mui/icons-material/Check';
export { default as ChevronLeft } from '@mui/icons-material/ChevronLeft';
export { default as ChevronRight } from '@mui/icons-material/ChevronRight';
export { default as Favorite } from '@mui/icons-material/Favorite';
export { default as FavoriteBorder } from '@mui/icons-material/FavoriteBorder';
export { default as FilterList } from '@mui/icons-material/FilterList';
export { default as Fullscreen } from '@mui/icons-material/Fullscreen';
export { default as Remove } from '@mui/icons-material/Remove';
export { default as Share } from '@mui/icons-material/Share';
export { default as Verified } from '@mui/icons-material/Verified';
export { default as VerifiedUserOutlined } from '@mui/icons-material/VerifiedUserOutlined';
