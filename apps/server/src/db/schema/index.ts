export * from './auth';
export * from './orgs';
export * from './pipelines';
export * from './system';
export * from './recruiting';
export * from './ingestion';
export * from './scheduling';
export * from './messaging';
