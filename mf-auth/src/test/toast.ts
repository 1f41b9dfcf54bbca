import { screen } from '@testing-library/react';

/** The toast on screen, whatever its kind. */
export const toastRegion = () => screen.getByTestId('toast-region');
