// Types of the jest-dom matchers (toBeInTheDocument, ...) that shared/test/setup.ts installs for every test.
/// <reference types="@testing-library/jest-dom" />
