/**
 * The MUI icons only pages use, apart from `./icons`, which holds what the shell renders. Like
 * `./mui-page`, the host builds this module into the file loaded when a page needs it, so these
 * icons do not add to the JavaScript of the shop's start. An icon the shell starts using moves
 * to `./icons`; either move changes the platform version.
 */
export { default as Add } from '@mui/icons-material/Add';
export { default as AssignmentReturnOutlined } from '@mui/icons-material/AssignmentReturnOutlined';
export { default as ChevronLeft } from '@mui/icons-material/ChevronLeft';
export { default as ChevronRight } from '@mui/icons-material/ChevronRight';
export { default as FavoriteBorder } from '@mui/icons-material/FavoriteBorder';
export { default as Fullscreen } from '@mui/icons-material/Fullscreen';
export { default as Remove } from '@mui/icons-material/Remove';
export { default as Share } from '@mui/icons-material/Share';
export { default as Verified } from '@mui/icons-material/Verified';
export { default as VerifiedUserOutlined } from '@mui/icons-material/VerifiedUserOutlined';
