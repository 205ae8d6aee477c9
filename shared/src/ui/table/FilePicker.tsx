import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { Button, Row, useFieldControl } from '@groundwork/shared/ui';
import { useTableT } from './catalogue';

export interface FilePickerProps {
  /** The file types offered, as the input's `accept` (e.g. '.xlsx,.csv', 'image/png,image/jpeg'). */
  accept: string;
  /** The chosen file, or null when the choice is cancelled. */
  onChange: (file: File | null) => void;
  /** The input's name for screen readers when no Field labels it (inside a Field, the Field's label names it). */
  label?: string;
}

/** What a FilePicker's ref offers: forgetting the chosen file (after an upload, or a refused file). */
export interface FilePickerHandle {
  clear: () => void;
}

/**
 * A file input in the page's language: a 'Choose File' button and the chosen file's name, or 'No file chosen'
 * (the browser's own file button speaks the browser's language, whatever the user chose). The native input stays,
 * visually hidden, so a Field's label names it and a test can set its files.
 */
export const FilePicker = forwardRef<FilePickerHandle, FilePickerProps>(function FilePicker({ accept, onChange, label }, ref) {
  const t = useTableT();
  const control = useFieldControl();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  useImperativeHandle(ref, () => ({
    clear: () => {
      if (input.current) input.current.value = '';
      setName(null);
    },
  }), []);
  const nameId = `${control.id}-file`;
  const buttonId = `${control.id}-choose`;
  return (
    <Row $gap={2} style={{ flexWrap: 'wrap', minWidth: 0, maxWidth: '100%' }}>
      <input
        {...control}
        ref={input}
        type="file"
        accept={accept}
        aria-label={label}
        className="sr-only"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          setName(file?.name ?? null);
          onChange(file);
        }}
      />
      {/* Named by the field's label and its own words ('Logo Choose File'), as the native input is; unlabelled, its words. */}
      <Button
        id={buttonId}
        type="button"
        variant="secondary"
        {...(label ? { 'aria-label': `${label} ${t('table.upload.chooseFile')}` } : { 'aria-labelledby': `${control.id}-label ${buttonId}` })}
        aria-describedby={[nameId, control['aria-describedby']].filter(Boolean).join(' ')}
        onClick={() => input.current?.click()}>
        {t('table.upload.chooseFile')}
      </Button>
      <span id={nameId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{name ?? t('table.upload.noFile')}</span>
    </Row>
  );
});
