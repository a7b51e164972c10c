export type { Operation, OperationItem, OperationItemResult, OperationItemStatus, OperationStatus } from '@hirebase/shared';
