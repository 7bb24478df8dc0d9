import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { readDeploymentConfig } from './config';
import { attachNagPacks } from './nag';
import { LaMeuteStack } from './stack';

const app = new App();
const config = readDeploymentConfig(app.node);
new LaMeuteStack(app, `LaMeute-${config.stage}`, {
  config,
  projectRoot: fileURLToPath(new URL('..', import.meta.url)),
  env: { region: config.region, ...(config.account ? { account: config.account } : {}) },
  description: 'La Meute: web app, API, authentication, data and events',
});
attachNagPacks(app);
