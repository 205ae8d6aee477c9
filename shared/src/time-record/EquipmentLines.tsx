import type { Equipment } from '@groundwork/shared/domain';
import { Button, Field, Input, NumberInput, Row } from '@groundwork/shared/ui';
import { Select } from '@groundwork/shared/ui/overlays';
import styled from 'styled-components';
import { useSharedT } from '@groundwork/shared/i18n/react';
import { newLine, type EquipmentLine } from './form-model';

const Line = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 12px 16px 0;
  margin: 0 0 12px;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(140px, 100%), 1fr));
  min-width: 0;
  gap: 0 12px;
  align-items: end;
  legend { padding: 0 4px; }
`;

export interface EquipmentLinesProps {
  lines: EquipmentLine[];
  onChange: (lines: EquipmentLine[]) => void;
  equipment: readonly Equipment[];
  /** Messages by 'index.field', e.g. '0.hoursUsed'. */
  errors: Record<string, string>;
  readOnly: boolean;
}

/** The equipment used on a time record: equipment and hours required, fuel and notes optional. */
export function EquipmentLines({ lines, onChange, equipment, errors, readOnly }: EquipmentLinesProps) {
  const t = useSharedT();
  const options = equipment.map((e) => ({ value: e.id, label: `${e.name} - ${e.description}` }));
  const set = (i: number, patch: Partial<EquipmentLine>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  return (
    <section aria-label={t('timeRecord.equipment')}>
      <h3>{t('timeRecord.equipment')}</h3>
      {lines.map((line, i) => (
        <Line key={line.key} disabled={readOnly}>
          <legend>
            {t('timeRecord.equipmentLine')} {i + 1}
          </legend>
          <Field label={t('timeRecord.equipment')} required error={errors[`${i}.equipmentId`]}>
            <Select options={options} value={line.equipmentId} onChange={(v) => set(i, { equipmentId: v })} disabled={readOnly} />
          </Field>
          <Field label={t('timeRecord.hoursUsed')} required error={errors[`${i}.hoursUsed`]}>
            <NumberInput value={line.hoursUsed} min={0} onChange={(v) => set(i, { hoursUsed: v })} />
          </Field>
          <Field label={t('timeRecord.fuel')} error={errors[`${i}.litersOfFuel`]}>
            <NumberInput value={line.litersOfFuel} min={0} onChange={(v) => set(i, { litersOfFuel: v })} />
          </Field>
          <Field label={t('timeRecord.notes')} error={errors[`${i}.notes`]}>
            <Input value={line.notes} onChange={(e) => set(i, { notes: e.target.value })} />
          </Field>
          {readOnly ? null : (
            <div style={{ marginBottom: 16 }}>
              <Button type="button" variant="ghost" onClick={() => onChange(lines.filter((_, j) => j !== i))}>
                {t('timeRecord.remove')}
                <span className="sr-only">
                  {' '}
                  {t('timeRecord.equipmentLineLower')} {i + 1}
                </span>
              </Button>
            </div>
          )}
        </Line>
      ))}
      {readOnly ? null : (
        <Row $gap={2} style={{ marginBottom: 16 }}>
          <Button type="button" onClick={() => onChange([...lines, newLine()])}>
            {t('timeRecord.addEquipment')}
          </Button>
        </Row>
      )}
    </section>
  );
}
