import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  createEquipmentCategory, deleteEquipmentCategory, getEquipmentCategory, listEquipmentCategories, updateEquipmentCategory,
} from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS, type EquipmentCategory } from '@groundwork/shared/domain';
import { useSession } from '@groundwork/shared/session';
import { notify, ThemeProvider } from '@groundwork/shared/ui';
import { httpError } from '../../lib/testing';
import { queryClient } from '../../query';
import { EquipmentCategoriesList, EquipmentCategoryForm } from './pages';

jest.mock('@groundwork/shared/api', () => ({
  ...jest.requireActual('@groundwork/shared/api'),
  listEquipmentCategories: jest.fn(),
  getEquipmentCategory: jest.fn(),
  createEquipmentCategory: jest.fn(),
  updateEquipmentCategory: jest.fn(),
  deleteEquipmentCategory: jest.fn(),
}));
const api = {
  list: listEquipmentCategories as jest.MockedFunction<typeof listEquipmentCategories>,
  get: getEquipmentCategory as jest.MockedFunction<typeof getEquipmentCategory>,
  create: createEquipmentCategory as jest.MockedFunction<typeof createEquipmentCategory>,
  update: updateEquipmentCategory as jest.MockedFunction<typeof updateEquipmentCategory>,
  remove: deleteEquipmentCategory as jest.MockedFunction<typeof deleteEquipmentCategory>,
};

const LIST = '/contents/equipment-categories';
const category = (id: number, name: string): EquipmentCategory => ({ id, companyId: 1, name }) as EquipmentCategory;

function renderAt(url: string, permissions: string[] = [PERMISSIONS.CONTENTS_EQUIPMENT_CATEGORIES]) {
  useSession.setState({ permissions });
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={LIST} element={<EquipmentCategoriesList />} />
          <Route path={`${LIST}/add`} element={<EquipmentCategoryForm />} />
          <Route path={`${LIST}/:id/edit`} element={<EquipmentCategoryForm />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

let success: jest.SpyInstance;
let failure: jest.SpyInstance;
beforeEach(() => {
  queryClient.clear();
  jest.resetAllMocks();
  api.list.mockResolvedValue([category(1, 'Excavators'), category(2, 'Trucks')]);
  success = jest.spyOn(notify, 'success').mockReturnValue(0);
  failure = jest.spyOn(notify, 'error').mockReturnValue(0);
});
afterEach(() => {
  success.mockRestore();
  failure.mockRestore();
});

it('lists the categories; Add, Edit and Delete only with contents.equipment_categories', async () => {
  renderAt(LIST, [PERMISSIONS.EQUIPMENT_READ]);
  const table = await screen.findByRole('table', { name: 'Equipment Categories' });
  expect(within(table).getByText('Trucks')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Equipment Category' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit Trucks' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Trucks' })).not.toBeInTheDocument();
});

it('adds a category: the name is required, then the spec\'s success text and back to the list', async () => {
  const user = userEvent.setup();
  api.create.mockResolvedValue(category(3, 'Pumps'));
  renderAt(LIST);
  await user.click(await screen.findByRole('button', { name: 'Add Equipment Category' }));
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
  expect(api.create).not.toHaveBeenCalled();

  await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Pumps');
  // Filled, the field's message is gone before the next Save.
  expect(screen.queryByText(MESSAGES.required)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.equipmentCategoriesAdded));
  expect(api.create).toHaveBeenCalledWith({ name: 'Pumps' });
  expect(await screen.findByRole('table', { name: 'Equipment Categories' })).toBeInTheDocument();
});

it('edits a category from its Edit link and shows a refused name on the field', async () => {
  const user = userEvent.setup();
  api.get.mockResolvedValue(category(2, 'Trucks'));
  api.update.mockRejectedValueOnce(httpError(409, { statusCode: 409, message: 'Conflict', errors: { name: MESSAGES.notUnique } }));
  api.update.mockResolvedValueOnce(category(2, 'Haul Trucks'));
  renderAt(LIST);
  await user.click(await screen.findByRole('link', { name: 'Edit Trucks' }));
  const name = await screen.findByDisplayValue('Trucks');
  await user.clear(name);
  await user.type(name, 'Excavators');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(MESSAGES.notUnique)).toBeInTheDocument();

  await user.clear(name);
  await user.type(name, 'Haul Trucks');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.recordUpdated));
  expect(api.update).toHaveBeenLastCalledWith(2, { name: 'Haul Trucks' });
});

it('deletes only after Yes, and shows the server\'s reason when the category is in use', async () => {
  const user = userEvent.setup();
  renderAt(LIST);
  await user.click(await screen.findByRole('button', { name: 'Delete Trucks' }));
  expect(await screen.findByRole('alertdialog', { name: MESSAGES.confirmDelete('equipment category') })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'No' }));
  expect(api.remove).not.toHaveBeenCalled();

  api.remove.mockRejectedValueOnce(httpError(409, { statusCode: 409, message: 'This category is used by equipment.' }));
  await user.click(screen.getByRole('button', { name: 'Delete Trucks' }));
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(failure).toHaveBeenCalledWith('Error', 'This category is used by equipment.'));

  api.remove.mockResolvedValueOnce({ isSuccessful: true });
  await user.click(screen.getByRole('button', { name: 'Delete Excavators' }));
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(success).toHaveBeenCalledWith('Success', MESSAGES.equipmentCategoryDeleted));
  expect(api.remove).toHaveBeenLastCalledWith(1);
});
