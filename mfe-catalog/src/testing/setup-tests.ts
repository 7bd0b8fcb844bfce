import { configure } from '@testing-library/react';

// The home page loads its lower half lazily; on a busy two-core machine that can take seconds.
configure({ asyncUtilTimeout: 5_000 });
