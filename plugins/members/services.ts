// The members plugin's container module: each area binds its API client and stores.
import { ContainerModule } from 'inversify';
import { bindCardArea } from './card/services';
import { bindCentreArea } from './centre/services';
import { bindInformationArea } from './information/services';
import { bindMembersArea } from './members/services';
import { bindRadarArea } from './radar/services';

export default new ContainerModule((options) => {
  bindCardArea(options);
  bindMembersArea(options);
  bindCentreArea(options);
  bindInformationArea(options);
  bindRadarArea(options);
});
