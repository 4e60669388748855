// The AI plugin's container module: each area binds its API client and store.
import { ContainerModule } from 'inversify';
import { bindAccessArea } from './access/services';
import { bindDialogueArea } from './dialogue/services';
import { bindGatherArea } from './gather/services';
import { bindTasksArea } from './tasks/services';

export default new ContainerModule((options) => {
  bindAccessArea(options);
  bindGatherArea(options);
  bindTasksArea(options);
  bindDialogueArea(options);
});
