import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger for every function (level from LOG_LEVEL, defaults to INFO). */
export const logger = new Logger({ serviceName: 'la-meute' });
