import type { z } from 'zod';
import type { billSchema } from './billing.schemas.ts';
import type { ListParams } from '../common.types.ts';
import type { BillType } from '../enums.ts';

export type Bill = z.output<typeof billSchema>;

export interface BillListParams extends ListParams {
  type?: BillType;
  date_from?: string;
  date_to?: string;
}

export interface CreateBillRequest {
  amount: number;
  type: BillType;
}
