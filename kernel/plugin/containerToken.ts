import type { Container } from 'inversify';
import { createToken } from '../di/token';

/** The container itself, for the few kernel parts that load modules into it. */
export const CONTAINER = createToken<Container>('kernel.container');
