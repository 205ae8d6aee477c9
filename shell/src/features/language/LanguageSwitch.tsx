import styled from 'styled-components';
import { activateLanguage, LANGUAGES, LOCALES, type Language } from '@groundwork/shared/i18n';
import { useLanguage } from '@groundwork/shared/i18n/react';
import { Button, space } from '@groundwork/shared/ui';
import { useShellT } from '../../i18n';

const Group = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${space(1)};
`;

/**
 * "English / Français": each language named in itself (and marked with its `lang`), the active one pressed. Before
 * sign-in it switches the page; `onChoose` lets a signed-in user's choice be saved too.
 */
export function LanguageSwitch({ onChoose = activateLanguage }: { onChoose?: (language: Language) => unknown }) {
  const t = useShellT();
  const active = useLanguage();
  return (
    <Group role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language, index) => (
        <span key={language}>
          {index > 0 ? <span aria-hidden="true">/ </span> : null}
          <Button
            variant="link"
            lang={LOCALES[language]}
            aria-pressed={active === language}
            onClick={() => void onChoose(language)}
          >
            {t(`language.name.${language}`)}
          </Button>
        </span>
      ))}
    </Group>
  );
}
