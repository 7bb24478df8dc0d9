import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { WebAcl, type WebAclProps } from './constructs/web-acl';

/** CloudFront reads its web ACL from us-east-1 only, whatever region the rest of the product is in. */
export const EDGE_REGION = 'us-east-1';

export interface LaMeuteEdgeStackProps extends StackProps {
  readonly firewall: WebAclProps;
}

/** What the site's CloudFront distribution needs from us-east-1: its WAF web ACL. */
export class LaMeuteEdgeStack extends Stack {
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: LaMeuteEdgeStackProps) {
    super(scope, id, props);
    if (this.region !== EDGE_REGION) throw new Error(`The edge stack must be deployed in ${EDGE_REGION} (CloudFront's region), got ${this.region}`);
    this.webAcl = new WebAcl(this, 'Firewall', props.firewall);
  }
}
