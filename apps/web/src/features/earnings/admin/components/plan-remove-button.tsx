import { Button } from '../../../../components/ui/button';

/** The × that removes one row of the plan editor's lists (levels, ranks, rank caps). */
export function PlanRemoveButton({
  label,
  onClick,
  disabled,
  className,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <Button
      variant="secondary"
      className={className}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      ×
    </Button>
  );
}
