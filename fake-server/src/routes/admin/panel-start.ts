/** The dev panel script's entry, which panel-page.ts bundles: the panel starts when the page runs it. */
import { startPanel } from './panel-script.ts';

startPanel();
