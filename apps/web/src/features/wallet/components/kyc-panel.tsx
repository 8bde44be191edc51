import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { kycPayloadSchema, type KycView } from '@saathi/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-message';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast';
import { applyServerErrors, payloadResolver } from '../../../lib/forms';
import { CollectionNotice, useCollectionConsent } from '../../privacy-notice';
import { submitKyc, uploadKycDocument } from '../api/wallet';
import { KYC_STATUS_KEYS, useKycFieldMessage, useKycT } from '../messages';
import { walletKeys } from '../query-keys';

const TONE: Record<KycView['status'], BadgeTone> = {
  NOT_SUBMITTED: 'warning',
  PENDING: 'brand',
  APPROVED: 'success',
  REJECTED: 'danger',
};

const textSchema = kycPayloadSchema.omit({ identityDocument: true, addressDocument: true });
const resolver = payloadResolver(textSchema);
type Documents = { identity: File | null; address: File | null };

function KycForm({ onSent }: { onSent: () => Promise<void> }) {
  const t = useKycT();
  const fieldMessage = useKycFieldMessage();
  const form = useForm({
    defaultValues: { pan: '', accountHolderName: '', accountNumber: '', ifsc: '' },
    resolver,
  });
  const [files, setFiles] = useState<Documents>({ identity: null, address: null });
  const [missing, setMissing] = useState<Partial<Record<keyof Documents, string>>>({});
  // The KYC form asks nothing optional: its notice explains, the consent cites its version.
  const { consent } = useCollectionConsent();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const absent = {
      identity: files.identity ? undefined : t('kyc.chooseIdentity'),
      address: files.address ? undefined : t('kyc.chooseAddress'),
    };
    setMissing(absent);
    if (!files.identity || !files.address) return;
    try {
      const [identityDocument, addressDocument] = await Promise.all([
        uploadKycDocument(files.identity),
        uploadKycDocument(files.address),
      ]);
      await submitKyc({ ...values, identityDocument, addressDocument }, consent);
      toast.success(t('kyc.submitted'));
      await onSent();
    } catch (caught) {
      toast.error(
        applyServerErrors(form, caught, { rename: (path) => path.replace(/^payload\./, '') }),
      );
    }
  });
  const fileInput = (key: keyof Documents, label: string) => (
    <label className="block text-sm font-semibold text-neutral-800">
      {label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="mt-1 block w-full text-sm"
        onChange={(event) =>
          setFiles((current) => ({ ...current, [key]: event.target.files?.[0] ?? null }))
        }
      />
      {missing[key] ? (
        <span className="mt-1 block text-sm text-red-700">{missing[key]}</span>
      ) : null}
    </label>
  );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 md:grid-cols-2">
      <TextField
        label={t('kyc.pan')}
        autoComplete="off"
        {...form.register('pan')}
        error={fieldMessage(errors.pan?.message)}
      />
      <TextField
        label={t('kyc.holderName')}
        {...form.register('accountHolderName')}
        error={fieldMessage(errors.accountHolderName?.message)}
      />
      <TextField
        label={t('kyc.accountNumber')}
        inputMode="numeric"
        {...form.register('accountNumber')}
        error={fieldMessage(errors.accountNumber?.message)}
      />
      <TextField
        label={t('kyc.ifsc')}
        {...form.register('ifsc')}
        error={fieldMessage(errors.ifsc?.message)}
      />
      {fileInput('identity', t('kyc.identityDocument'))}
      {fileInput('address', t('kyc.addressDocument'))}
      <div className="md:col-span-2">
        <CollectionNotice point="KYC" />
      </div>
      <div className="md:col-span-2">
        <FormMessage message={errors.root?.server?.message} />
        <Button type="submit" busy={isSubmitting} busyText={t('kyc.sending')}>
          {t('kyc.send')}
        </Button>
      </div>
    </form>
  );
}

/** KYC: where it stands and, until approved or while not approved, the form to send it. */
export function KycPanel({ kyc }: { kyc: KycView }) {
  const t = useKycT();
  const queryClient = useQueryClient();
  return (
    <section
      className="rounded-xl border border-neutral-200 bg-white p-4"
      aria-labelledby="kyc-title"
    >
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id="kyc-title" className="text-lg font-semibold">
          {t('kyc.title')}
        </h2>
        <Badge tone={TONE[kyc.status]} testId="kyc-status">
          {t(KYC_STATUS_KEYS[kyc.status])}
        </Badge>
      </div>
      {kyc.approved ? (
        <p className="text-sm text-neutral-700">
          {t('kyc.approvedDetails', {
            pan: kyc.approved.pan,
            name: kyc.approved.accountHolderName,
            account: kyc.approved.accountNumberMasked,
            ifsc: kyc.approved.ifsc,
          })}
        </p>
      ) : kyc.status === 'PENDING' ? (
        <p className="text-sm text-neutral-700">{t('kyc.pendingText')}</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-neutral-700">
            {kyc.latestRequest?.reason
              ? `${t('kyc.notApprovedReason', { reason: kyc.latestRequest.reason })} `
              : ''}
            {t('kyc.whyNeeded')}
          </p>
          <KycForm onSent={() => queryClient.invalidateQueries({ queryKey: walletKeys.all() })} />
        </>
      )}
    </section>
  );
}
