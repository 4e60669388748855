// The mini-program plugin's container module: its API client and store.
import { ContainerModule } from 'inversify';

export default new ContainerModule(() => {
  // The console's API client and store bind here.
});
