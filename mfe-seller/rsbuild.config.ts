import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineRemoteConfig } from '@shop/shared-tooling/federation/define-config';

// Name, port and exposed pages come from the remote manifest (@shop/shared-contracts).
export default defineConfig(defineRemoteConfig({ remote: 'seller', plugins: [pluginReact()] }));
