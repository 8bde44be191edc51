import { useState } from 'react';
import type { OrderReturn, OrderReturns } from '@saathi/shared';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { toast } from '../../../../components/ui/toast';
import { errorMessage } from '../../../../lib/error-message';
import { receiveReturnLine } from '../../api/returns-api';
import { useDates } from '../../../../lib/i18n/use-dates';
import { useConsoleReturnsT } from '../messages';

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
  const t = useConsoleReturnsT();
  const dates = useDates();
  const receive = async () => {
    setIsBusy(true);
    try {
      onChange(
        await receiveReturnLine({ orderId, returnId, returnLineId: line.id, isRestockable }),
      );
      toast.success(t('consoleReturns.markedReceived'));
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
          {t('consoleReturns.received', {
            date: dates.date(line.receivedAt),
            restocked: line.isRestockable ? 'yes' : 'no',
          })}
        </span>
      ) : (
        <>
          <CheckboxField
            label={t('consoleReturns.canSellAgain')}
            checked={isRestockable}
            onChange={(event) => setIsRestockable(event.target.checked)}
          />
          <Button
            onClick={() => void receive()}
            busy={isBusy}
            busyText={t('consoleReturns.saving')}
          >
            {t('consoleReturns.markReceived')}
          </Button>
        </>
      )}
    </li>
  );
}
