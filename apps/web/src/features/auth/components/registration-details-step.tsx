import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  registerSendOtpSchema,
  usernameSchema,
  type BinaryLeg,
  type RegisterSendOtpInput,
} from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyServerErrors, payloadResolver, recheck } from '../../../lib/forms';
import { useFieldMessage } from '../../../lib/i18n/field-messages';
import { useReferralCheck } from '../hooks/use-referral-check';
import { useUsernameAvailability } from '../hooks/use-username-availability';
import { useAuthT } from '../messages';
import { RegistrationLegField, useIsLegChosen } from './registration-leg-field';

export type RegistrationValues = Required<
  Omit<RegisterSendOtpInput, 'agreementVersionId' | 'leg' | 'consent'>
> & {
  /** Asked only under a binary plan with MANUAL placement (decision 0148). */
  leg: BinaryLeg | '';
};

/** The details as the API takes them (an unchosen leg is left out), with the notice's consent. */
export const toRegistrationPayload = (
  values: RegistrationValues,
  agreementVersionId: number,
  consent: RegisterSendOtpInput['consent'],
) =>
  registerSendOtpSchema.parse({
    ...values,
    leg: values.leg || undefined,
    agreementVersionId,
    consent,
  });

const LEG_REQUIRED = 'Choose the left or the right leg.';

interface DetailsStepProps {
  initial: RegistrationValues;
  /** Sends the details; a rejection (already told in a toast) leaves its field messages here. */
  onSubmit: (values: RegistrationValues) => Promise<void>;
  /** The server's refusal of these details, when it came at a later step. */
  refusal?: unknown;
  /** The privacy notice of this collection point, above the button (decision 0143). */
  notice?: ReactNode;
}

const referralTone = { valid: 'success', invalid: 'error', error: 'error' } as const;
// The agreement is read and accepted at the next step: a stand-in id lets these details be checked now.
const resolver = payloadResolver(registerSendOtpSchema, (values: RegistrationValues) => ({
  ...values,
  leg: values.leg || undefined,
  agreementVersionId: 1,
}));

/** Step 1 of registration: the person's details, checked as they type (spec part 1 §5). */
export function RegistrationDetailsStep({ initial, onSubmit, refusal, notice }: DetailsStepProps) {
  const t = useAuthT();
  const fieldMessage = useFieldMessage();
  const form = useForm({ defaultValues: initial, resolver, mode: 'onChange' });
  const { register, formState, control } = form;
  useEffect(() => {
    if (refusal) applyServerErrors(form, refusal);
  }, [refusal, form]);
  const { errors } = formState;
  // Spaces are taken out as they are typed; the message says why they vanished.
  const [spacesRemoved, setSpacesRemoved] = useState(false);

  const [usernameValue, referralCode] = useWatch({ control, name: ['username', 'referralCode'] });
  const usernameWellFormed = usernameSchema.safeParse(usernameValue).success;
  const username = useUsernameAvailability(usernameValue, usernameWellFormed);
  const referral = useReferralCheck(referralCode);

  const usernameError = fieldMessage(
    errors.username?.message ??
      (username.status === 'taken' || username.status === 'error' ? username.message : undefined),
  );
  const blocked =
    Boolean(usernameError) || username.status === 'checking' || formState.isSubmitting;

  const isLegChosen = useIsLegChosen();
  const submit = form.handleSubmit(async () => {
    if (blocked) return;
    if (isLegChosen && !form.getValues('leg')) {
      form.setError('leg', { message: LEG_REQUIRED });
      return;
    }
    try {
      await onSubmit(form.getValues());
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  const emailOrPhone = register('emailorPhone');
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-6 space-y-4"
      aria-label={t('auth.registration')}
    >
      <TextField
        label={t('auth.fullName')}
        autoComplete="name"
        {...register('name')}
        error={fieldMessage(errors.name?.message)}
      />
      <TextField
        label={t('auth.emailOrPhone')}
        autoComplete="email"
        inputMode="email"
        {...emailOrPhone}
        onChange={(event) => {
          const raw = event.target.value;
          event.target.value = raw.replace(/\s/g, '');
          setSpacesRemoved(event.target.value !== raw);
          return emailOrPhone.onChange(event);
        }}
        error={
          spacesRemoved ? t('auth.spacesNotAllowed') : fieldMessage(errors.emailorPhone?.message)
        }
      />
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        {...register('username')}
        error={usernameError}
        hint={
          username.status === 'checking' && usernameWellFormed
            ? t('auth.checkingAvailability')
            : username.status === 'available'
              ? username.message
              : undefined
        }
        hintTone={username.status === 'available' ? 'success' : 'neutral'}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        {...register('password', { onChange: recheck(form, 'confirmPassword') })}
        error={fieldMessage(errors.password?.message)}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={fieldMessage(errors.confirmPassword?.message)}
      />
      <TextField
        label={t('auth.referralCode')}
        autoComplete="off"
        {...register('referralCode')}
        error={fieldMessage(errors.referralCode?.message)}
        hint={
          referral.status === 'checking'
            ? t('auth.checkingReferral')
            : referral.status === 'valid' && referral.referrer
              ? t('auth.referralValidFrom', { name: referral.referrer.name })
              : referral.message || undefined
        }
        hintTone={
          referral.status === 'checking' || referral.status === 'unknown'
            ? 'neutral'
            : referralTone[referral.status]
        }
      />
      {isLegChosen ? (
        <RegistrationLegField field={register('leg')} error={fieldMessage(errors.leg?.message)} />
      ) : null}
      {notice}
      <Button type="submit" className="w-full" disabled={blocked} busy={formState.isSubmitting}>
        {t('auth.register')}
      </Button>
    </form>
  );
}
