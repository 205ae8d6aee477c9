import { screen } from '@testing-library/react';
import { LIMITS, MESSAGES } from '@groundwork/shared/domain';
import { activateLanguage } from '@groundwork/shared/i18n';
import { fieldErrors, workTypeSchema } from '@groundwork/shared/validation';
import { renderUi } from '../../../test/render';
import { Field, useFieldControl } from './Field';

function Input() {
  return <input {...useFieldControl()} />;
}

afterEach(() => activateLanguage('en'));

/** The error a form shows under its Name field for a name one character too long, as the schema words it. */
function tooLongName() {
  const parsed = workTypeSchema.safeParse({ name: 'x'.repeat(LIMITS.contentName + 1) });
  if (parsed.success) throw new Error('the schema took a name over its limit');
  const error = fieldErrors(parsed.error).name!;
  renderUi(<Field label="Name" error={error}><Input /></Field>);
  return screen.getByRole('textbox');
}

describe("Field: a schema's message in the page's language", () => {
  it('says a message with a value in French, its value in place, once French is loaded', async () => {
    await activateLanguage('fr');
    expect(tooLongName()).toHaveAccessibleDescription(`La valeur ne doit pas dépasser ${LIMITS.contentName} caractères.`);
  });

  it("keeps the spec's English in English", () => {
    expect(tooLongName()).toHaveAccessibleDescription(MESSAGES.maxChars(LIMITS.contentName));
  });

  it('still says a catalogued message without values in French', async () => {
    await activateLanguage('fr');
    renderUi(<Field label="Name" error={MESSAGES.required}><Input /></Field>);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Ce champ est obligatoire.');
  });
});
