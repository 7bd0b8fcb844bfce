/**
 * Icons only pages of the remotes use. Like `./mui-page`, the host builds them into its on-demand
 * `page-ui` file, so they cost nothing at the shop's start; `./icons` holds those the shell
 * renders. An icon added here is also named in `PAGE_ICONS`
 * (`shared-tooling/src/federation/chunk-split.ts`), or it would land in the start-up file. An
 * icon the shell starts using moves to `./icons`; either move changes the platform version.
 */
export { default as AccountBalanceWalletOutlined } from '@mui/icons-material/AccountBalanceWalletOutlined';
export { default as Add } from '@mui/icons-material/Add';
export { default as AddOutlined } from '@mui/icons-material/AddOutlined';
export { default as AddShoppingCart } from '@mui/icons-material/AddShoppingCart';
export { default as ArrowDownward } from '@mui/icons-material/ArrowDownward';
export { default as ArrowUpward } from '@mui/icons-material/ArrowUpward';
export { default as AssignmentReturnOutlined } from '@mui/icons-material/AssignmentReturnOutlined';
export { default as Check } from '@mui/icons-material/Check';
export { default as ChevronLeft } from '@mui/icons-material/ChevronLeft';
export { default as ChevronRight } from '@mui/icons-material/ChevronRight';
export { default as CloudUploadOutlined } from '@mui/icons-material/CloudUploadOutlined';
export { default as ComputerOutlined } from '@mui/icons-material/ComputerOutlined';
export { default as DeleteOutlined } from '@mui/icons-material/DeleteOutlined';
export { default as DescriptionOutlined } from '@mui/icons-material/DescriptionOutlined';
export { default as EditOutlined } from '@mui/icons-material/EditOutlined';
export { default as Favorite } from '@mui/icons-material/Favorite';
export { default as FavoriteBorder } from '@mui/icons-material/FavoriteBorder';
export { default as FilterList } from '@mui/icons-material/FilterList';
export { default as Fullscreen } from '@mui/icons-material/Fullscreen';
export { default as HomeOutlined } from '@mui/icons-material/HomeOutlined';
export { default as HourglassTopOutlined } from '@mui/icons-material/HourglassTopOutlined';
export { default as InfoOutlined } from '@mui/icons-material/InfoOutlined';
export { default as PaymentOutlined } from '@mui/icons-material/PaymentOutlined';
export { default as PersonOutlined } from '@mui/icons-material/PersonOutlined';
export { default as PublicOutlined } from '@mui/icons-material/PublicOutlined';
export { default as Remove } from '@mui/icons-material/Remove';
export { default as SecurityOutlined } from '@mui/icons-material/SecurityOutlined';
export { default as Share } from '@mui/icons-material/Share';
export { default as SmartphoneOutlined } from '@mui/icons-material/SmartphoneOutlined';
export { default as SupportAgentOutlined } from '@mui/icons-material/SupportAgentOutlined';
export { default as TabletOutlined } from '@mui/icons-material/TabletOutlined';
export { default as Verified } from '@mui/icons-material/Verified';
export { default as VerifiedUserOutlined } from '@mui/icons-material/VerifiedUserOutlined';
export { default as VpnKeyOutlined } from '@mui/icons-material/VpnKeyOutlined';
export { default as WorkOutlined } from '@mui/icons-material/WorkOutlined';
