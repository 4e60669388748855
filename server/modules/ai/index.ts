// The AI assistant (issue 16, group ai_manage): the company's AI service and monthly token quota
// (access/), WeChat article gathering (gather/), writing tasks (tasks/) and the streaming dialogue
// assistant (dialogue/). One module of four areas, one folder each (part.ts); areas never import
// each other's files, only access/ which all of them use (the gate, the quota, the model).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { joinParts } from '../../core/modules/modulePart';
import { accessPart } from './access/part';
import { dialoguePart } from './dialogue/part';
import { gatherPart } from './gather/part';
import { taskPart } from './tasks/part';

export default defineServerModule({
  id: 'ai',
  // Drafts are content's articles and categories; gathered pictures go to the image library.
  dependsOn: ['images', 'content'],
  ...joinParts([accessPart, dialoguePart, taskPart, gatherPart]),
});
