// The app-centre plugin's container module: its API client and stores.
import { ContainerModule } from 'inversify';

export default new ContainerModule(() => {});
