import { useState } from 'react';
import { RETURN_MESSAGES, type OrderReturn, type OrderReturns } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { formatDate } from '../../../../lib/format';
import { receiveReturnLine } from '../../api/returns-api';

/** One line of a return: received (and whether restocked), or "Mark received" with the choice. */
export function ReceiveLineRow({
  orderId,
  returnId,
  line,
  onChange,
}: {
  orderId: number;
  returnId: number;
  line: OrderReturn['lines'][number];
  onChange: (returns: OrderReturns) => void;
}) {
  const [isRestockable, setIsRestockable] = useState(true);
  const [isBusy, setIsBusy] = useState(false);
  const receive = async () => {
    setIsBusy(true);
    try {
      onChange(
        await receiveReturnLine({ orderId, returnId, returnLineId: line.id, isRestockable }),
      );
      toast.success(RETURN_MESSAGES.received);
    } catch (caught) {
      toast.error(errorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-2" data-testid="return-line">
      <span className="min-w-0 flex-1">{`${line.name} × ${line.quantity}`}</span>
      {line.receivedAt ? (
        <span className="text-sm text-neutral-700">
          {`Received ${formatDate(line.receivedAt)} · ${line.isRestockable ? 'back in stock' : 'not restocked'}`}
        </span>
      ) : (
        <>
          <CheckboxField
            label="Can be sold again"
            checked={isRestockable}
            onChange={(event) => setIsRestockable(event.target.checked)}
          />
          <Button onClick={() => void receive()} busy={isBusy} busyText="Saving...">
            Mark received
          </Button>
        </>
      )}
    </li>
  );
}
