import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isEmployeeCodeFree } from '@groundwork/shared/api';
import { MESSAGES, type Role } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { renderUi } from '../../../../shared/test/render';
import { UserForm, type UserFormProps } from './UserForm';
import { EMPTY_USER_FORM, type UserFormValues } from './user-form-values';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  isEmployeeCodeFree: jest.fn(),
}));
const codeFree = isEmployeeCodeFree as jest.MockedFunction<typeof isEmployeeCodeFree>;

const ROLE: Role = { id: 7, companyId: 1, name: 'Foreman', description: 'Runs a crew', permissions: [] };
/** A create form filled in except for the employee code. */
const FILLED: UserFormValues = {
  ...EMPTY_USER_FORM,
  name: 'Dana Field',
  workClass: 'FOREMAN',
  email: 'dana@example.com',
  username: 'dfield',
  password: 'secret12',
  confirmPassword: 'secret12',
  roleId: ROLE.id,
};

function renderForm(props: Partial<UserFormProps> = {}) {
  const onSubmit = jest.fn();
  renderUi(
    <UserForm mode="create" initial={FILLED} roles={[ROLE]} workTypes={[]} users={[]} onSubmit={onSubmit} onCancel={() => undefined} {...props} />,
  );
  return { onSubmit, save: screen.getByRole('button', { name: 'Save' }), code: screen.getByLabelText(/Employee Code/) };
}

/** A promise the test settles by hand, to look at the form while a check is under way. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => codeFree.mockReset());

describe('UserForm: the employee code check on blur', () => {
  it('keeps Save disabled until the code was found unique, and says so when it is taken', async () => {
    const user = userEvent.setup();
    const { save, code } = renderForm();
    expect(save).toBeDisabled();

    codeFree.mockResolvedValueOnce(false);
    await user.type(code, 'E100');
    await user.tab();
    expect(codeFree).toHaveBeenCalledWith('E100', undefined);
    expect(await screen.findByText(MESSAGES.notUnique)).toBeInTheDocument();
    expect(save).toBeDisabled();

    codeFree.mockResolvedValueOnce(true);
    await user.clear(code);
    await user.type(code, 'E101');
    await user.tab();
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.queryByText(MESSAGES.notUnique)).not.toBeInTheDocument();
  });

  it('disables Save while the check runs and again when the code is changed after a successful check', async () => {
    const user = userEvent.setup();
    const { save, code } = renderForm();
    const answer = deferred<boolean>();
    codeFree.mockReturnValueOnce(answer.promise);
    await user.type(code, 'E200');
    await user.tab();
    expect(save).toBeDisabled();
    await act(async () => answer.resolve(true));
    expect(save).toBeEnabled();

    await user.type(code, 'X');
    expect(save).toBeDisabled();
  });

  it('ignores an answer that arrives after the code was changed again', async () => {
    const user = userEvent.setup();
    const { save, code } = renderForm();
    const late = deferred<boolean>();
    codeFree.mockReturnValueOnce(late.promise);
    await user.type(code, 'OLD');
    await user.tab();
    await user.type(code, '2');
    await act(async () => late.resolve(true));
    expect(save).toBeDisabled();
  });

  it('on edit starts enabled with the user\'s own code and checks a new code leaving that user out', async () => {
    const user = userEvent.setup();
    const { save, code } = renderForm({ mode: 'edit', userId: 42, initial: { ...FILLED, employeeCode: 'E042', password: '', confirmPassword: '' } });
    expect(save).toBeEnabled();
    codeFree.mockResolvedValueOnce(false);
    await user.clear(code);
    await user.type(code, 'E043');
    await user.tab();
    expect(codeFree).toHaveBeenCalledWith('E043', 42);
    expect(await screen.findByText(MESSAGES.notUnique)).toBeInTheDocument();
    expect(save).toBeDisabled();
    // Going back to the user's own code needs no check.
    await user.clear(code);
    await user.type(code, 'E042');
    expect(save).toBeEnabled();
  });
});

describe('UserForm: submitting', () => {
  async function withUniqueCode(props: Partial<UserFormProps> = {}) {
    const user = userEvent.setup();
    const rendered = renderForm(props);
    codeFree.mockResolvedValueOnce(true);
    await user.type(rendered.code, 'E300');
    await user.tab();
    await waitFor(() => expect(rendered.save).toBeEnabled());
    return { user, ...rendered };
  }

  it('refuses different passwords with the spec message and sends nothing', async () => {
    const { user, save, onSubmit } = await withUniqueCode({ initial: { ...FILLED, confirmPassword: 'other123' } });
    await user.click(save);
    expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows each rule\'s message on its field', async () => {
    const { user, save, onSubmit } = await withUniqueCode({ initial: { ...FILLED, email: 'not-an-email', username: 'abc' } });
    await user.click(save);
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.minChars(5))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the create body without the confirmation', async () => {
    const { user, save, onSubmit } = await withUniqueCode();
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const submitted = onSubmit.mock.calls[0][0];
    expect(submitted.mode).toBe('create');
    expect(submitted.body).toMatchObject({ name: 'Dana Field', employeeCode: 'E300', password: 'secret12', roleId: 7, isActive: true });
    expect(submitted.body).not.toHaveProperty('confirmPassword');
  });

  it('on edit an empty new password is left out, so the old one is kept', async () => {
    const user = userEvent.setup();
    const { save, onSubmit } = renderForm({ mode: 'edit', userId: 42, initial: { ...FILLED, employeeCode: 'E042', password: '', confirmPassword: '' } });
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].body.password).toBeUndefined();
  });

  it('shows the server\'s field messages', async () => {
    const { rerender } = renderUi(
      <UserForm mode="edit" userId={1} initial={{ ...FILLED, employeeCode: 'E1' }} roles={[ROLE]} workTypes={[]} users={[]} onSubmit={jest.fn()} onCancel={jest.fn()} />,
    );
    rerender(
      <UserForm mode="edit" userId={1} initial={{ ...FILLED, employeeCode: 'E1' }} roles={[ROLE]} workTypes={[]} users={[]} onSubmit={jest.fn()} onCancel={jest.fn()}
        serverErrors={{ username: 'This username is taken.' }} />,
    );
    expect(await screen.findByText('This username is taken.')).toBeInTheDocument();
  });
});

describe("UserForm: the work classes in the page's language", () => {
  it('shows the chosen class by its code and its description, the description translated', async () => {
    const { unmount } = renderUi(<UserForm mode="create" initial={FILLED} roles={[ROLE]} workTypes={[]} users={[]} onSubmit={jest.fn()} onCancel={jest.fn()} />);
    expect(await screen.findByDisplayValue('FOREMAN - Site Foreman')).toBeInTheDocument();
    unmount();
    await activateLanguage('fr');
    try {
      renderUi(<UserForm mode="create" initial={FILLED} roles={[ROLE]} workTypes={[]} users={[]} onSubmit={jest.fn()} onCancel={jest.fn()} />);
      expect(await screen.findByDisplayValue('FOREMAN - Contremaître de chantier')).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });
});
