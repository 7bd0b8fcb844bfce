import type { Device } from '@shop/shared-contracts/api/entities';
import {
  ComputerOutlined,
  SmartphoneOutlined,
  TabletOutlined,
  VpnKeyOutlined,
} from '@shop/shared-platform/ui/page-icons';

/** A key for API tokens; else the kind of device the browser runs on. */
export function DeviceIcon({ device }: { device: Pick<Device, 'type' | 'device_info'> }) {
  if (device.type === 'API Token') return <VpnKeyOutlined />;
  if (device.device_info.device_type === 'mobile') return <SmartphoneOutlined />;
  if (device.device_info.device_type === 'tablet') return <TabletOutlined />;
  return <ComputerOutlined />;
}

/** Key of the device type's name in the `account` namespace (desktop for anything unknown). */
export function deviceTypeKey(deviceType: string): string {
  return ['mobile', 'tablet', 'tv', 'bot'].includes(deviceType)
    ? `sessions.deviceTypes.${deviceType}`
    : 'sessions.deviceTypes.desktop';
}

/**
 * A browser or system name isolated from the text around it, so "Chrome 131" keeps its order
 * inside an Arabic sentence (Unicode first-strong isolate ... pop directional isolate).
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;
