import type { ListParams } from '../common.types.ts';
import type { BillType } from '../enums.ts';

export interface Bill {
  id: number;
  type: BillType;
  amount: number;
  /** ISO date-time. */
  created_at: string;
  /** Whether the bill is paid. */
  is_paid: boolean;
  number: string;
  /** URL of the bill document (PDF), if the server made one. */
  file: string | null;
}

export interface BillListParams extends ListParams {
  type?: BillType;
  date_from?: string;
  date_to?: string;
}

export interface CreateBillRequest {
  amount: number;
  type: BillType;
}
