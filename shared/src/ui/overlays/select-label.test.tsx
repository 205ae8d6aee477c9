import { screen } from '@testing-library/react';
import { renderUi } from '../../../test/render';
import { Field } from '../index';
import { Select, MultiSelect } from './index';

it('takes its accessible name from the Field label (single and multiple)', () => {
  renderUi(
    <>
      <Field label="Role"><Select options={[{ value: 1, label: 'A' }]} value={null} onChange={() => {}} /></Field>
      <Field label="Managers"><MultiSelect options={[{ value: 1, label: 'A' }]} value={[]} onChange={() => {}} /></Field>
    </>,
  );
  expect(screen.getByRole('combobox', { name: 'Role' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Managers' })).toBeInTheDocument();
});
