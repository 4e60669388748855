// The designer plugin's container module: each area binds its services (the kernel's design
// token, the decoration page's API client and store, /previewBox's).
import { ContainerModule } from 'inversify';
import { bindDesignArea } from './design/services';
import { bindDecorationArea } from './decoration/services';
import { bindPreviewBoxArea } from './previewBox/services';

export default new ContainerModule((options) => {
  bindDesignArea(options);
  bindDecorationArea(options);
  bindPreviewBoxArea(options);
});
