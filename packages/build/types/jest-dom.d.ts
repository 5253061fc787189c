// The DOM matchers of @testing-library/jest-dom (loaded by the shared jest setup) for tsc.
import '@testing-library/jest-dom';
