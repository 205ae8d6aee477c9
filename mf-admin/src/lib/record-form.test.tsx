import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { MESSAGES } from '@groundwork/shared/domain';
import { Field, Input, notify, ThemeProvider } from '@groundwork/shared/ui';
import { FormActions, nameTakenIn, useRecordForm, type ParseResult } from './record-form';
import { httpError } from './testing';

interface Thing {
  id: number;
  name: string;
}

const api = {
  get: jest.fn<Promise<Thing>, [number]>(),
  list: jest.fn<Promise<Thing[]>, [{ name: string }]>(),
  create: jest.fn<Promise<Thing>, [{ name: string }]>(),
  update: jest.fn<Promise<Thing>, [number, { name: string }]>(),
};

const parse = (v: { name: string }): ParseResult<{ name: string }> =>
  v.name.trim() ? { ok: true, body: { name: v.name.trim() } } : { ok: false, errors: { name: MESSAGES.required } };

/** A one-field form on the hook, as the feature pages use it. */
function ThingForm() {
  const form = useRecordForm({
    record: { key: (id: number) => ['things', id], get: api.get },
    initial: { name: '' },
    valuesOf: (t: Thing) => ({ name: t.name }),
    parse,
    unique: { field: 'name', isTaken: nameTakenIn(api.list) },
    create: api.create,
    update: api.update,
    added: 'Thing added.',
    updated: 'Thing updated.',
    invalidate: [['things']],
    then: (saved) => `/things/${saved.id}`,
    backTo: '/things',
  });
  if (form.gate) return form.gate;
  return (
    <form onSubmit={form.submit} noValidate>
      <Field label="Name" error={form.errors.name}>
        <Input value={form.values.name} onChange={(e) => form.set({ name: e.target.value })} onBlur={() => void form.checkUnique()} />
      </Field>
      <FormActions saving={form.save.isPending} onCancel={() => form.navigate('/things')} />
    </form>
  );
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/things/add" element={<ThingForm />} />
            <Route path="/things/:id/edit" element={<ThingForm />} />
            <Route path="/things/:id" element={<p>Thing page</p>} />
            <Route path="/things" element={<p>Things list</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { invalidate, name: () => screen.getByRole('textbox', { name: 'Name' }) };
}

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
beforeEach(() => {
  jest.resetAllMocks();
  api.list.mockResolvedValue([]);
  success = jest.spyOn(notify, 'success').mockImplementation(() => undefined as never);
  failure = jest.spyOn(notify, 'error').mockImplementation(() => undefined as never);
});
afterEach(() => jest.restoreAllMocks());

it('shows the schema messages and sends nothing while the values are invalid', async () => {
  const user = userEvent.setup();
  renderAt('/things/add');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
  expect(api.create).not.toHaveBeenCalled();
  expect(failure).not.toHaveBeenCalled();
});

it('flags a taken name when the field is left and refuses to save it, without a notification', async () => {
  const user = userEvent.setup();
  api.list.mockResolvedValue([{ id: 9, name: 'PIPE-1' }]);
  const { name } = renderAt('/things/add');
  await user.type(name(), 'pipe-1');
  await user.tab();
  expect(await screen.findByText(MESSAGES.notUnique)).toBeInTheDocument();
  expect(api.list).toHaveBeenCalledWith({ name: 'pipe-1' });

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  expect(screen.getByText(MESSAGES.notUnique)).toBeInTheDocument();
  expect(api.create).not.toHaveBeenCalled();
  expect(failure).not.toHaveBeenCalled();
});

it('creates, notifies, refreshes the caches and opens the saved record', async () => {
  const user = userEvent.setup();
  api.create.mockResolvedValue({ id: 4, name: 'Trench' });
  const { invalidate, name } = renderAt('/things/add');
  await user.type(name(), ' Trench ');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Thing page')).toBeInTheDocument();
  expect(api.create).toHaveBeenCalledWith({ name: 'Trench' });
  expect(success).toHaveBeenCalledWith('Success', 'Thing added.');
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] });
});

it('loads the record for edit, updates it, and shows the server field messages of a refused save', async () => {
  const user = userEvent.setup();
  api.get.mockResolvedValue({ id: 3, name: 'Old' });
  api.update.mockRejectedValueOnce(httpError(409, { statusCode: 409, message: 'Conflict', errors: { name: 'Taken on the server.' } }));
  const { name } = renderAt('/things/3/edit');
  expect(await screen.findByDisplayValue('Old')).toBeInTheDocument();

  await user.clear(name());
  await user.type(name(), 'New');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Taken on the server.')).toBeInTheDocument();
  expect(api.update).toHaveBeenCalledWith(3, { name: 'New' });
  expect(failure).toHaveBeenCalledWith('Error', 'Conflict');

  api.update.mockResolvedValueOnce({ id: 3, name: 'New' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Thing page')).toBeInTheDocument();
  expect(success).toHaveBeenCalledWith('Success', 'Thing updated.');
});

it('notifies the server\'s message of a refusal (4xx) but never the body of a server failure (5xx)', async () => {
  const user = userEvent.setup();
  api.create.mockRejectedValueOnce(httpError(403, { statusCode: 403, message: 'You may not add things.' }));
  const { name } = renderAt('/things/add');
  await user.type(name(), 'Trench');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Error', 'You may not add things.'));

  failure.mockClear();
  api.create.mockRejectedValueOnce(httpError(500, { statusCode: 500, message: 'relation "things" does not exist' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Error', MESSAGES.somethingWentWrongBang));
  expect(failure).not.toHaveBeenCalledWith('Error', expect.stringContaining('relation'));
  expect(screen.queryByText('Thing page')).not.toBeInTheDocument();
});

it('offers Go Back to the list when the edited record cannot be read', async () => {
  const user = userEvent.setup();
  api.get.mockRejectedValue(httpError(404, { statusCode: 404, message: 'Not Found' }));
  renderAt('/things/77/edit');
  await user.click(await screen.findByRole('button', { name: 'Go Back' }));
  expect(screen.getByText('Things list')).toBeInTheDocument();
});
