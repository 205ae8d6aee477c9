import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The props of the design system and of HTML that show text to users. */
const TEXT_PROPS = '/^(aria-label|title|alt|placeholder|label|text|caption|subtitle|description|content|yesLabel|noLabel|backLabel|notFoundText|searchPlaceholder|hint|message)$/';
/** Keys of an object whose value is shown: a column's title, an option's label, a toast's message. */
const TEXT_KEYS = '/^(title|label|text|caption|subtitle|description|message|placeholder|emptyText)$/';
/** Words, not a message id ('admin.jobs.productions', given to a component that translates it). */
const WORDS = '/^(?![\\w-]+(\\.[\\w-]+)+$).*[A-Za-zÀ-ÿ]{2}/';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['shell/src/sw/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Screens translated to French (issue 18): no user-visible text written in the component, every text comes from a
    // catalogue (t('id')). Add each folder here once its screens are converted.
    files: [
      'shell/src/features/**/*.tsx', 'shell/src/layout/**/*.tsx',
      'mf-app/src/{features,lib}/**/*.{ts,tsx}',
      'shared/src/time-record/**/*.tsx', 'shared/src/records/**/*.tsx',
      'mf-hr/src/features/**/*.{ts,tsx}', 'mf-reports/src/{features,lib}/**/*.{ts,tsx}',
      'shared/src/ui/table/{DataTable,parts,EditableCell,SpreadsheetUpload}.tsx', 'shared/src/ui/dates/**/*.tsx', 'shared/src/ui/feedback/EmptyState.tsx',
      'shared/src/ui/charts/**/*.tsx',
      'mf-admin/src/lib/**/*.tsx', 'mf-admin/src/features/{jobs,cost-codes,equipment,contents,companies,roles,productions,time-records}/**/*.tsx',
      'mf-admin/src/features/users/**/*.tsx',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-zÀ-ÿ]/]', message: "Text shown to users comes from a catalogue: {t('id')} (docs/decisions.md, i18n)." },
        {
          // The attribute's value itself, or a literal, a template's words, or a choice between literals in braces (not
          // t()'s id); the props of the design system that show text.
          selector: [
            `JSXAttribute[name.name=${TEXT_PROPS}] > Literal[value=${WORDS}]`,
            `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer > Literal[value=${WORDS}]`,
            `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-zÀ-ÿ]{2}/]`,
            `JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${WORDS}]`,
          ].join(', '),
          message: "Text shown to users comes from a catalogue: t('id') (docs/decisions.md, i18n).",
        },
        {
          // A literal or a template's words in braces among the element's children: {'Total'}, {`${n} rows`}, {x ? 'Yes' : 'No'}.
          selector: [
            'JSXElement > JSXExpressionContainer > Literal[value=/[A-Za-zÀ-ÿ]{2}/]',
            'JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-zÀ-ÿ]{2}/]',
            'JSXElement > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-zÀ-ÿ]{2}/]',
          ].join(', '),
          message: "Text shown to users comes from a catalogue: {t('id')} (docs/decisions.md, i18n).",
        },
        {
          // A label, title or message written out in an object (a column, an option, a toast): {title: 'Hours'}.
          selector: `Property[key.name=${TEXT_KEYS}] > :matches(Literal[value=${WORDS}], TemplateLiteral[expressions.length=0])`,
          message: "Text shown to users comes from a catalogue: title: t('id') (docs/decisions.md, i18n).",
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);
