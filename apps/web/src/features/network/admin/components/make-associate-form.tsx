import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { createAssociateSchema, type BinaryLeg } from '@saathi/shared';
import { ADMIN_PATHS } from '@saathi/shared/routes';
import { Button } from '../../../../components/ui/button';
import { FormMessage } from '../../../../components/ui/form-message';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../components/ui/toast';
import { applyServerErrors, digitsField, payloadResolver } from '../../../../lib/forms';
import { useConsoleFieldMessage } from '../../../../components/admin/field-messages';
import { makeAssociate } from '../../api/admin-associates';
import { networkKeys } from '../../query-keys';
import { useConsoleNetworkT } from '../messages';

interface Values {
  userId: string;
  sponsorReferralCode: string;
  leg: BinaryLeg | '';
}

const resolver = payloadResolver(createAssociateSchema, (values: Values) => ({
  userId: values.userId,
  sponsorReferralCode: values.sponsorReferralCode.trim() || undefined,
  leg: values.leg || undefined,
}));

/** A customer (by user id) becomes an associate under a sponsor's referral code. */
export function MakeAssociateForm() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, ReturnType<typeof createAssociateSchema.parse>>({
    defaultValues: { userId: '', sponsorReferralCode: '', leg: '' },
    resolver,
  });
  const { register, formState } = form;
  const { errors } = formState;
  const t = useConsoleNetworkT();
  const fieldMessage = useConsoleFieldMessage();

  const submit = form.handleSubmit(async (input) => {
    try {
      const node = await makeAssociate(input);
      await queryClient.invalidateQueries({ queryKey: networkKeys.all() });
      navigate(ADMIN_PATHS.associate(node.id));
    } catch (caught) {
      toast.error(applyServerErrors(form, caught));
    }
  });

  return (
    <details className="mb-6 rounded-xl border border-neutral-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold">
        {t('consoleNetwork.makeAssociate')}
      </summary>
      <form
        noValidate
        aria-label={t('consoleNetwork.makeAssociate')}
        onSubmit={(event) => void submit(event)}
        className="mt-4 space-y-3"
      >
        <div className="flex flex-wrap items-start gap-3">
          <TextField
            label={t('consoleNetwork.customerUserId')}
            inputMode="numeric"
            {...digitsField(register('userId'), 10)}
            error={fieldMessage(errors.userId?.message)}
            className="w-48"
          />
          <TextField
            label={t('consoleNetwork.sponsorCode')}
            {...register('sponsorReferralCode')}
            error={fieldMessage(errors.sponsorReferralCode?.message)}
            className="w-64"
          />
          <SelectField
            label={t('consoleNetwork.sponsorLeg')}
            hint={t('consoleNetwork.sponsorLegHint')}
            {...register('leg')}
            error={fieldMessage(errors.leg?.message)}
            className="w-64"
          >
            <option value="">{t('consoleNetwork.placedByPlan')}</option>
            <option value="LEFT">{t('consoleNetwork.left')}</option>
            <option value="RIGHT">{t('consoleNetwork.right')}</option>
          </SelectField>
        </div>
        <FormMessage message={errors.root?.server?.message} />
        <Button type="submit" busy={formState.isSubmitting} busyText={t('consoleNetwork.saving')}>
          {t('consoleNetwork.makeAssociateButton')}
        </Button>
      </form>
    </details>
  );
}
