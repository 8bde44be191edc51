import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  nextOrderStatuses,
  orderMoveRefusal,
  ORDER_STATUSES,
  paymentStatusAfter,
} from '../order-state';
import { isPinCodeInState } from '../pin-codes';
import { changeOrderStatusSchema } from '../schemas/orders';

describe('the order state machine', () => {
  it('moves forward one step at a time, for admins', () => {
    expect(nextOrderStatuses('PLACED', 'ADMIN')).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(nextOrderStatuses('CONFIRMED', 'ADMIN')).toEqual(['PACKED', 'CANCELLED']);
    expect(nextOrderStatuses('PACKED', 'ADMIN')).toEqual(['SHIPPED', 'CANCELLED']);
    expect(nextOrderStatuses('SHIPPED', 'ADMIN')).toEqual(['DELIVERED']);
    for (const status of ['DELIVERED', 'CANCELLED', 'EXPIRED'] as const) {
      for (const actor of ['SHOPPER', 'ADMIN', 'SYSTEM'] as const) {
        expect(nextOrderStatuses(status, actor)).toEqual([]);
      }
    }
  });

  it('lets shoppers only cancel, before shipping; only the system places a paid order or expires one', () => {
    for (const status of ORDER_STATUSES) {
      expect(nextOrderStatuses(status, 'SHOPPER')).toEqual(
        ['PENDING_PAYMENT', 'PLACED', 'CONFIRMED', 'PACKED'].includes(status) ? ['CANCELLED'] : [],
      );
    }
    expect(nextOrderStatuses('PENDING_PAYMENT', 'SYSTEM')).toEqual(['PLACED', 'EXPIRED']);
    expect(canMoveOrder('PENDING_PAYMENT', 'PLACED', 'ADMIN')).toBe(false);
    expect(canMoveOrder('PLACED', 'CONFIRMED', 'SYSTEM')).toBe(false);
  });

  it('says why a move is refused', () => {
    expect(orderMoveRefusal('PLACED', 'CONFIRMED', 'ADMIN')).toBeNull();
    expect(orderMoveRefusal('CANCELLED', 'CANCELLED', 'SHOPPER')).toBe(
      'The order is already cancelled.',
    );
    expect(orderMoveRefusal('SHIPPED', 'CANCELLED', 'SHOPPER')).toBe(
      'A shipped order cannot be cancelled; it can be returned once delivered.',
    );
    expect(orderMoveRefusal('DELIVERED', 'CANCELLED', 'ADMIN')).toBe(
      'The order is delivered and can no longer be cancelled.',
    );
    expect(orderMoveRefusal('PLACED', 'SHIPPED', 'ADMIN')).toBe(
      'An order that is placed can only move to: Confirmed, Cancelled.',
    );
    expect(orderMoveRefusal('PLACED', 'CONFIRMED', 'SHOPPER')).toBe(
      'You cannot make this change to the order.',
    );
    expect(orderMoveRefusal('EXPIRED', 'PLACED', 'SYSTEM')).toBe(
      'The order is expired; its status can no longer change.',
    );
  });

  it('keeps the payment status in step', () => {
    const after = (
      to: (typeof ORDER_STATUSES)[number],
      method: 'COD' | 'RAZORPAY',
      current: Parameters<typeof paymentStatusAfter>[0]['current'],
    ) => paymentStatusAfter({ to, method, current });
    expect(after('DELIVERED', 'COD', 'CASH_ON_DELIVERY')).toBe('PAID');
    expect(after('CANCELLED', 'COD', 'CASH_ON_DELIVERY')).toBe('NOT_PAID');
    expect(after('PLACED', 'RAZORPAY', 'AWAITING_PAYMENT')).toBe('PAID');
    expect(after('CANCELLED', 'RAZORPAY', 'PAID')).toBe('REFUND_PENDING');
    expect(after('EXPIRED', 'RAZORPAY', 'AWAITING_PAYMENT')).toBe('NOT_PAID');
    expect(after('SHIPPED', 'RAZORPAY', 'PAID')).toBe('PAID');
  });

  it('needs the courier and tracking number to ship', () => {
    expect(changeOrderStatusSchema.safeParse({ status: 'SHIPPED' }).success).toBe(false);
    expect(
      changeOrderStatusSchema.safeParse({
        status: 'SHIPPED',
        courier: 'Delhivery',
        trackingNumber: '123',
      }).success,
    ).toBe(true);
    expect(changeOrderStatusSchema.safeParse({ status: 'CONFIRMED' }).success).toBe(true);
  });
});

describe('PIN codes', () => {
  it('accepts a PIN whose postal zone covers the state', () => {
    expect(isPinCodeInState('560001', 'Karnataka')).toBe(true);
    expect(isPinCodeInState('110001', 'Delhi')).toBe(true);
    expect(isPinCodeInState('533464', 'Puducherry')).toBe(true);
    expect(isPinCodeInState('605001', 'Puducherry')).toBe(true);
    expect(isPinCodeInState('744101', 'Andaman and Nicobar Islands')).toBe(true);
  });

  it('refuses a PIN from another zone, the Army Postal Service and malformed ones', () => {
    expect(isPinCodeInState('110001', 'Karnataka')).toBe(false);
    expect(isPinCodeInState('900001', 'Delhi')).toBe(false);
    expect(isPinCodeInState('012345', 'Delhi')).toBe(false);
    expect(isPinCodeInState('56001', 'Karnataka')).toBe(false);
    expect(isPinCodeInState('560001', 'Atlantis')).toBe(false);
  });
});
