import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../http';
import { applyServerErrors, fieldError, payloadResolver } from '../forms';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  tags: z.array(z.string().max(3, 'Too long')),
});
type Values = { name: string; tags: string; city: string };
const toPayload = ({ name, tags }: Values) => ({ name, tags: tags.split(',') });

function Probe({ error, onSubmitted }: { error: unknown; onSubmitted: () => void }) {
  const form = useForm<Values, unknown, unknown>({
    defaultValues: { name: '', tags: '', city: '' },
    resolver: payloadResolver(schema, toPayload, ({ city }) => ({
      city: city === 'Atlantis' ? 'Not on the map' : undefined,
    })),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(() => {
    onSubmitted();
    applyServerErrors(form, error, { rename: (path) => (path === 'town' ? 'city' : path) });
  });
  return (
    <form onSubmit={(event) => void submit(event)}>
      {(['name', 'tags', 'city'] as const).map((name) => (
        <p key={name}>
          <input aria-label={name} {...form.register(name)} />
          <span data-testid={`${name}-error`}>{fieldError(errors, name)}</span>
        </p>
      ))}
      <p data-testid="root">{errors.root?.server?.message}</p>
      <button type="submit">Save</button>
    </form>
  );
}

const fieldsError = (fields: Record<string, string>) =>
  new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'Check the fields', fields });

describe('forms', () => {
  it('checks the payload with the schema, and the extra checks, under the form names', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(<Probe error={null} onSubmitted={() => (submitted += 1)} />);
    await user.type(screen.getByLabelText('tags'), 'ok,toolong');
    await user.type(screen.getByLabelText('city'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('name-error')).toHaveTextContent('Name is required');
    // An item of a list typed as one text reports on the text.
    expect(screen.getByTestId('tags-error')).toHaveTextContent('Too long');
    expect(screen.getByTestId('city-error')).toHaveTextContent('Not on the map');
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(submitted).toBe(0);
  });

  it("puts the server's field messages under the fields and focuses the first in form order", async () => {
    const user = userEvent.setup();
    render(
      <Probe
        error={fieldsError({ town: 'Not served', tags: 'Unknown tag' })}
        onSubmitted={() => {}}
      />,
    );
    await user.type(screen.getByLabelText('name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('city-error')).toHaveTextContent('Not served');
    expect(screen.getByTestId('tags-error')).toHaveTextContent('Unknown tag');
    expect(screen.getByLabelText('tags')).toHaveFocus();
    expect(screen.getByTestId('root')).toBeEmptyDOMElement();
  });

  it('keeps a failure that names no field as the form message', async () => {
    const user = userEvent.setup();
    const error = new ApiError({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too large' });
    render(<Probe error={error} onSubmitted={() => {}} />);
    await user.type(screen.getByLabelText('name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('root')).toHaveTextContent('Too large');
  });
});
