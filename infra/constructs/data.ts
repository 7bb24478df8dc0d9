import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '../../functions/lib/db/table';
import type { TableBinding } from './app-function';

/**
 * The single DynamoDB table, built from the same key schema the ElectroDB entities and the local stack use:
 * on demand, point-in-time recovery, deletion protection, retained if the stack goes, TTL on the expiry attribute.
 */
export class Data extends Construct implements TableBinding {
  readonly table: Table;
  readonly indexNames: readonly string[];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      stream: StreamViewType[tableDefinition.streamViewType],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: index.sortKeyType === 'N' ? AttributeType.NUMBER : AttributeType.STRING },
      });
    }
    this.indexNames = tableDefinition.globalSecondaryIndexes.map((index) => index.indexName);
  }
}
