import { removeSeededDump } from './seeded-dump';

export default function globalTeardown(): void {
  removeSeededDump();
}
