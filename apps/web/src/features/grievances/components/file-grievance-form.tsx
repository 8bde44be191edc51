import { useState, type FormEvent } from 'react';
import { GRIEVANCE_CATEGORIES } from '@saathi/shared';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/http';
import { errorMessage } from '../../../lib/error-message';
import { fileGrievance, type FiledGrievance } from '../api/grievances';
import { CATEGORY_KEYS, useGrievancesT } from '../messages';

/**
 * The filing form. A visitor gives a name and a phone or email; a signed-in person's account
 * gives them (the server fills them in). The server checks every field (shared schema).
 */
export function FileGrievanceForm({ isSignedIn }: { isSignedIn: boolean }) {
  const [filed, setFiled] = useState<FiledGrievance | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [isBusy, setBusy] = useState(false);
  const t = useGrievancesT();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      setFiled(await fileGrievance(new FormData(event.currentTarget)));
      setFields({});
    } catch (caught) {
      setFields(isApiError(caught) ? (caught.fields ?? {}) : {});
      setProblem(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  if (filed) {
    return (
      <div role="status" className="space-y-2 rounded-xl border border-green-300 bg-green-50 p-4">
        <p className="text-lg font-semibold">
          {t('grievances.registered')}{' '}
          <span data-testid="grievance-reference">{filed.reference}</span>
        </p>
        <p>{t('grievances.keepReference')}</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      <SelectField
        label={t('grievances.about')}
        name="category"
        defaultValue="order"
        error={fields.category}
      >
        {GRIEVANCE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(CATEGORY_KEYS[category])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('grievances.orderNumber')}
        name="orderNumber"
        error={fields.orderNumber}
      />
      <TextField label={t('grievances.product')} name="productName" error={fields.productName} />
      <TextField
        label={t('grievances.associateCode')}
        name="associateCode"
        error={fields.associateCode}
      />
      <TextAreaField
        label={t('grievances.describe')}
        name="description"
        rows={5}
        className="sm:col-span-2"
        error={fields.description}
      />
      {isSignedIn ? null : (
        <>
          <TextField
            label={t('grievances.yourName')}
            name="name"
            autoComplete="name"
            error={fields.name}
          />
          <TextField
            label={t('grievances.phone')}
            name="phone"
            type="tel"
            inputMode="numeric"
            maxLength={10}
            error={fields.phone}
          />
          <TextField
            label={t('grievances.email')}
            name="email"
            type="email"
            autoComplete="email"
            error={fields.email}
          />
        </>
      )}
      <label className="sm:col-span-2">
        <span className="block font-medium">{t('grievances.attachFiles')}</span>
        <input
          type="file"
          name="attachments"
          multiple
          accept="image/jpeg,image/png,image/webp,application/pdf"
        />
        {fields.attachments ? (
          <span className="block text-sm text-red-700">{fields.attachments}</span>
        ) : null}
      </label>
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        className="hidden"
        aria-hidden="true"
      />
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-red-700 sm:col-span-2">
          {problem}
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <Button type="submit" busy={isBusy} busyText={t('grievances.filing')}>
          {t('grievances.file')}
        </Button>
      </div>
    </form>
  );
}
