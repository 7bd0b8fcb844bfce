/**
 * Icons only pages of the remotes use. Like `./mui-page`, the host builds them into its on-demand
 * `page-ui` file, so they cost nothing at the shop's start; `./icons` holds those the shell
 * renders. An icon added here is also named in `PAGE_ONLY_UI`
 * (`shared-tooling/src/federation/chunk-split.ts`), or it would land in the start-up file.
 */
export { default as CloudUploadOutlined } from '@mui/icons-material/CloudUploadOutlined';
export { default as ComputerOutlined } from '@mui/icons-material/ComputerOutlined';
export { default as DescriptionOutlined } from '@mui/icons-material/DescriptionOutlined';
export { default as HourglassTopOutlined } from '@mui/icons-material/HourglassTopOutlined';
export { default as InfoOutlined } from '@mui/icons-material/InfoOutlined';
export { default as PaymentOutlined } from '@mui/icons-material/PaymentOutlined';
export { default as PersonOutlined } from '@mui/icons-material/PersonOutlined';
export { default as PublicOutlined } from '@mui/icons-material/PublicOutlined';
export { default as SecurityOutlined } from '@mui/icons-material/SecurityOutlined';
export { default as SmartphoneOutlined } from '@mui/icons-material/SmartphoneOutlined';
export { default as SupportAgentOutlined } from '@mui/icons-material/SupportAgentOutlined';
export { default as TabletOutlined } from '@mui/icons-material/TabletOutlined';
export { default as VerifiedUserOutlined } from '@mui/icons-material/VerifiedUserOutlined';
export { default as VpnKeyOutlined } from '@mui/icons-material/VpnKeyOutlined';
