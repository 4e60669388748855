// The sites plugin's container module: each area binds its API client and store.
import { ContainerModule } from 'inversify';

export default new ContainerModule(() => {
  // Areas bind here: templates/ (bindTemplatesArea), languages/ (bindLanguagesArea).
});
