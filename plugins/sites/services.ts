// The sites plugin's container module: each area binds its API client and store.
import { ContainerModule } from 'inversify';
import { bindCloneArea } from './clone/services';
import { bindLanguagesArea } from './languages/services';
import { bindTemplatesArea } from './templates/services';

export default new ContainerModule((options) => {
  // Areas bind here: templates/ (bindTemplatesArea), languages/ (bindLanguagesArea).
  bindTemplatesArea(options);
  bindLanguagesArea(options);
  bindCloneArea(options);
});
