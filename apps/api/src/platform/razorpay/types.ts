/** The parts of Razorpay's entities this shop reads (api.razorpay.com/v1, amounts in paise). */
export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method: string | null;
  captured: boolean;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  error_code: string | null;
  error_description: string | null;
  email?: string | null;
  contact?: string | null;
  notes?: Record<string, string> | [];
  created_at: number;
}

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested?: string;
  speed_processed?: string;
  created_at: number;
}

/** A webhook's body (razorpay.com/docs/webhooks/payments). */
export interface RazorpayWebhook {
  entity: 'event';
  account_id?: string;
  event: string;
  contains: string[];
  payload: {
    payment?: { entity: RazorpayPayment };
    order?: { entity: RazorpayOrder };
    refund?: { entity: RazorpayRefund };
  };
  created_at: number;
}

export interface RazorpayErrorBody {
  error: {
    code: string;
    description: string;
    source?: string;
    step?: string;
    reason?: string;
    field?: string;
    metadata?: Record<string, unknown>;
  };
}
