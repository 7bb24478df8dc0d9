import { fileURLToPath } from 'node:url';
import { App } from 'aws-cdk-lib';
import { readDeploymentConfig } from './config';
import { attachNagPacks } from './nag';
import { addLaMeuteStacks } from './stacks';

const app = new App();
addLaMeuteStacks(app, readDeploymentConfig(app.node), { projectRoot: fileURLToPath(new URL('..', import.meta.url)) });
attachNagPacks(app);
